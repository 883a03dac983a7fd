import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, users } from '../../db/schema/index.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';
import { athleteNameOf, isAthleteOf } from './user-list-item.ts';

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
    /** A profile with its follower counts and whether the viewer follows it, in one round trip. */
    async findProfile(
      by: { id: number } | { username: string },
      viewerId: number | null,
    ): Promise<
      | {
          user: UserRow;
          isAthlete: boolean;
          athleteName: string | null;
          followers: number;
          following: number;
          followedByViewer: boolean;
        }
      | undefined
    > {
      const [row] = await db
        .select({
          user: users,
          isAthlete: isAthleteOf(sql`${users}`),
          athleteName: athleteNameOf(sql`${users}`),
          followers:
            sql<number>`(select count(*) from ${follows} where ${follows.followeeId} = ${users.id})`.mapWith(
              Number,
            ),
          following:
            sql<number>`(select count(*) from ${follows} where ${follows.followerId} = ${users.id})`.mapWith(
              Number,
            ),
          followedByViewer: sql<boolean>`exists(select 1 from ${follows} where ${follows.followeeId} = ${users.id} and ${follows.followerId} = ${viewerId ?? 0})`,
        })
        .from(users)
        .where(
          and(
            'id' in by ? eq(users.id, by.id) : sql`lower(${users.username}) = lower(${by.username})`,
            isNull(users.deletedAt),
          ),
        )
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
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(follows)
          .values({ followerId, followeeId })
          .onConflictDoNothing()
          .returning({ id: follows.followerId });
        if (added.length)
          await publish(
            tx,
            domainEvent('user.followed', { follower_id: followerId, followee_id: followeeId }),
          );
      });
    },
    async unfollow(followerId: number, followeeId: number): Promise<void> {
      await db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
    },
  };
}

export type UserQueries = ReturnType<typeof createUserQueries>;
