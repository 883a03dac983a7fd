import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';

/** Statuses that give premium until `ends_at`: a cancelled plan keeps it to the period's end. */
export const PREMIUM_STATUSES = ['trial', 'active', 'cancelled'] as const;

/**
 * Whether the user holds premium at `at`: a trial, an active plan or a cancelled one whose
 * `ends_at` is still ahead. The one question every benefit (teams per game, insights) asks.
 */
export async function isPremium(db: Db, userId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...PREMIUM_STATUSES]),
        gt(subscriptions.endsAt, at),
      ),
    )
    .limit(1);
  return row !== undefined;
}
