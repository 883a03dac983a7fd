import { DEFAULT_GAME_CONFIG, monthsElapsed } from '@shred/game';
import { and, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionCreditGrants, subscriptions } from '../../db/schema/index.ts';
import { moveCredits } from '../credits/credit-ledger.ts';

/**
 * Pay a paid subscription's monthly credits for every month up to the one `at` falls in (month
 * 0 at activation), in the caller's transaction. The grant row is written first and only a
 * month whose row this call inserted moves credits, so concurrent runs pay each month once.
 * Months a stopped server missed are paid on its next run. Answers the months paid.
 */
export async function grantMonthlyCredits(
  tx: Db,
  subscription: { id: number; userId: number; startedAt: Date },
  at: Date,
): Promise<number[]> {
  const credits = DEFAULT_GAME_CONFIG.subscription.monthlyCredits;
  const upTo = monthsElapsed(subscription.startedAt, at);
  const granted = await tx
    .insert(subscriptionCreditGrants)
    .values(
      Array.from({ length: upTo + 1 }, (_, month) => ({ subscriptionId: subscription.id, month, credits })),
    )
    .onConflictDoNothing()
    .returning({ month: subscriptionCreditGrants.month });
  const months = granted.map((row) => row.month).sort((a, b) => a - b);
  for (const month of months) {
    await moveCredits(tx, {
      userId: subscription.userId,
      amount: credits,
      reason: 'premium_monthly',
      reference: `subscription:${subscription.id}:${month}`,
    });
  }
  return months;
}

/**
 * Every paid plan still running at `at` (active, or cancelled before its end) gets the months
 * it is owed, one transaction per plan; `onPaid` runs in it for each user paid (their cached
 * reads). Answers the months paid.
 */
export async function grantDueMonthlyCredits(
  db: Db,
  at: Date,
  onPaid: (tx: Db, userId: number) => Promise<void>,
): Promise<number> {
  const running = await db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      startedAt: subscriptions.startedAt,
      lastMonth: sql<
        number | null
      >`(select max(g.month) from ${subscriptionCreditGrants} g where g.subscription_id = ${subscriptions.id})`,
    })
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.kind} = 'paid'`,
        inArray(subscriptions.status, ['active', 'cancelled']),
        gt(subscriptions.endsAt, at),
        isNotNull(subscriptions.startedAt),
      ),
    );
  let paid = 0;
  for (const { id, userId, startedAt, lastMonth } of running) {
    // Most runs find every plan paid up: those open no transaction.
    if (!startedAt || (lastMonth !== null && lastMonth >= monthsElapsed(startedAt, at))) continue;
    await db.transaction(async (tx) => {
      const months = await grantMonthlyCredits(tx, { id, userId, startedAt }, at);
      if (months.length > 0) {
        paid += months.length;
        await onPaid(tx, userId);
      }
    });
  }
  return paid;
}
