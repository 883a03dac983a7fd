import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The only place that reads and writes accounts and follows. */
export function createUserQueries(db: Db) {
  return {
    async findActiveById(id: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },
    async findActiveByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },
    async findActiveByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
        .limit(1);
      return row;
    },
    async usernameTaken(username: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.username}) = lower(${username})`,
            exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    async followCounts(userId: number): Promise<{ followers: number; following: number }> {
      const [followers] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
      const [following] = await db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId));
      return { followers: followers?.n ?? 0, following: following?.n ?? 0 };
    },
    async isFollowing(followerId: number, followeeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: follows.followerId })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
        .limit(1);
      return Boolean(row);
    },
    async follow(followerId: number, followeeId: number): Promise<void> {
      await db.insert(follows).values({ followerId, followeeId }).onConflictDoNothing();
    },
    async unfollow(followerId: number, followeeId: number): Promise<void> {
      await db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
    },
  };
}

export type UserQueries = ReturnType<typeof createUserQueries>;
