import type { AthleteClaimStatus, ListPageQuery } from '@shred/contract';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { athleteClaims, athletes, sports, users } from '../../db/schema/index.ts';
import { type AthleteSummaryRow, athleteSummaryColumns } from '../athletes/athlete-summary.ts';

const deciders = alias(users, 'decider');

/** A claim as read: its athlete with the sport, its sender, and who decided it. */
export interface AthleteClaimRow {
  claim: typeof athleteClaims.$inferSelect;
  athlete: AthleteSummaryRow;
  user: { id: number; username: string; email: string | null; dateJoined: Date };
  decider: { id: number; username: string } | null;
}

/** The reads of athlete claims, and the writes that must each be one conditional statement. */
export function createAthleteClaimQueries(db: Db) {
  const select = (on: Db = db) =>
    on
      .select({
        claim: athleteClaims,
        athlete: athleteSummaryColumns,
        user: { id: users.id, username: users.username, email: users.email, dateJoined: users.dateJoined },
        decider: { id: deciders.id, username: deciders.username },
      })
      .from(athleteClaims)
      .innerJoin(athletes, eq(athletes.id, athleteClaims.athleteId))
      .innerJoin(sports, eq(sports.id, athletes.primarySportId))
      .innerJoin(users, eq(users.id, athleteClaims.userId))
      .leftJoin(deciders, eq(deciders.id, athleteClaims.decidedBy));

  return {
    async byId(id: number, on: Db = db): Promise<AthleteClaimRow | null> {
      const [row] = await select(on).where(eq(athleteClaims.id, id));
      return row ?? null;
    },

    async latestOf(userId: number): Promise<AthleteClaimRow | null> {
      const [row] = await select()
        .where(eq(athleteClaims.userId, userId))
        .orderBy(desc(athleteClaims.id))
        .limit(1);
      return row ?? null;
    },

    /** Waiting claims oldest first (staff answer in turn), decided ones newest first. */
    async page(
      status: AthleteClaimStatus,
      page: ListPageQuery,
    ): Promise<{ count: number; rows: AthleteClaimRow[] }> {
      const where = eq(athleteClaims.status, status);
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(athleteClaims).where(where),
        select()
          .where(where)
          .orderBy(
            ...(status === 'pending'
              ? [asc(athleteClaims.id)]
              : [desc(athleteClaims.decidedAt), desc(athleteClaims.id)]),
          )
          .limit(page.page_size)
          .offset((page.page - 1) * page.page_size),
      ]);
      return { count: total[0]?.n ?? 0, rows };
    },

    /** The athlete asked for, with its holder, or null when there is none by that id. */
    async athlete(
      id: number,
      on: Db = db,
    ): Promise<{ userId: number | null; firstName: string; lastName: string } | null> {
      const [row] = await on
        .select({ userId: athletes.userId, firstName: athletes.firstName, lastName: athletes.lastName })
        .from(athletes)
        .where(eq(athletes.id, id));
      return row ?? null;
    },

    /** Whether the account already is an athlete: flagged, or holding a profile. */
    async isAthlete(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(athletes, eq(athletes.userId, users.id))
        .where(and(eq(users.id, userId), or(eq(users.isAthlete, true), eq(athletes.userId, userId))))
        .limit(1);
      return row !== undefined;
    },

    /**
     * A new waiting claim, or null when the account has one already: the partial unique index
     * decides, so ten requests sent at once store one.
     */
    async insertPending(row: { userId: number; athleteId: number; message: string; at: Date }) {
      const [inserted] = await db
        .insert(athleteClaims)
        .values({ userId: row.userId, athleteId: row.athleteId, message: row.message, createdAt: row.at })
        .onConflictDoNothing({ target: athleteClaims.userId, where: sql`status = 'pending'` })
        .returning({ id: athleteClaims.id });
      return inserted?.id ?? null;
    },

    /**
     * Decide a waiting claim: the condition on the status makes two staff deciding one claim at
     * once decide it once. Null when it was not waiting (or does not exist).
     */
    async decide(
      tx: Db,
      id: number,
      decision: { status: 'approved' | 'declined'; staffId: number; reason: string; at: Date },
    ): Promise<{ athleteId: number; userId: number } | null> {
      const [decided] = await tx
        .update(athleteClaims)
        .set({
          status: decision.status,
          reason: decision.reason,
          decidedBy: decision.staffId,
          decidedAt: decision.at,
        })
        .where(and(eq(athleteClaims.id, id), eq(athleteClaims.status, 'pending')))
        .returning({ athleteId: athleteClaims.athleteId, userId: athleteClaims.userId });
      return decided ?? null;
    },
  };
}
