import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { PREMIUM_STATUSES } from './premium.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's live subscription (trial, active or cancelled): the unique index keeps it to one. */
export async function liveSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...PREMIUM_STATUSES])));
  return row;
}

/** The caller's live subscription and whether the one trial was ever taken, in one read. */
export async function subscriptionState(
  db: Db,
  userId: number,
): Promise<{ live: SubscriptionRow | undefined; trialUsed: boolean }> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        sql`(${subscriptions.kind} = 'trial' or ${subscriptions.status} in ('trial', 'active', 'cancelled'))`,
      ),
    );
  return {
    live: rows.find((row) => (PREMIUM_STATUSES as readonly string[]).includes(row.status)),
    trialUsed: rows.some((row) => row.kind === 'trial'),
  };
}
