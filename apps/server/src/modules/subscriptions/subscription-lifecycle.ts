import { DEFAULT_GAME_CONFIG, premiumPlan, renewedPeriodEnd } from '@shred/game';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { announceStale, readTags } from '../../platform/read-cache/stale-reads.ts';
import { notify } from '../notifications/notify.ts';
import { grantDueMonthlyCredits } from './monthly-credits.ts';

const HOUR_MS = 3_600_000;
/** Where a trial notice leads: the page that sells the plans. */
const SUBSCRIBE_PAGE = '/manager/subscribe';

export interface LifecycleOutcome {
  expiringNoticed: number;
  trialsEnded: number;
  plansEnded: number;
  plansRenewed: number;
  monthsPaid: number;
}

/**
 * Premium over time (GAME.md "Engagement"), run every few minutes and safe to run twice or at
 * once: each step is a conditional update whose `returning` rows alone are notified or paid, in
 * its transaction.
 * - TRIAL_EXPIRING_SOON once, from 48 h before a running trial ends (a cancelled trial's owner
 *   said they are done: no reminder);
 * - at its end, a trial (running or cancelled) is closed with TRIAL_EXPIRED, once;
 * - a cancelled plan past its end is closed;
 * - a dev plan past its end renews for the plan's period (the dev provider "pays" at once, as at
 *   checkout); a Stripe plan is renewed or ended by Stripe's webhooks only;
 * - every running paid plan gets the monthly credits it is owed.
 */
export async function runSubscriptionLifecycle(db: Db, at: Date): Promise<LifecycleOutcome> {
  const noticeFrom = new Date(
    at.getTime() + DEFAULT_GAME_CONFIG.subscription.trialEndingNoticeHours * HOUR_MS,
  );
  const expiringNoticed = await db.transaction(async (tx) => {
    const noticed = await tx
      .update(subscriptions)
      .set({ expiringNotifiedAt: at, updatedAt: at })
      .where(
        and(
          eq(subscriptions.kind, 'trial'),
          eq(subscriptions.status, 'trial'),
          isNull(subscriptions.expiringNotifiedAt),
          gt(subscriptions.endsAt, at),
          lte(subscriptions.endsAt, noticeFrom),
        ),
      )
      .returning({ userId: subscriptions.userId, endsAt: subscriptions.endsAt });
    await notify(
      tx,
      noticed.map(({ userId, endsAt }) => ({
        userId,
        type: 'TRIAL_EXPIRING_SOON' as const,
        title: 'Your premium trial ends soon',
        body: `Your free premium trial ends in ${hoursLeft(endsAt, at)} hours. Subscribe to keep 3 teams per game, insights and monthly credits.`,
        cta: 'See the plans',
        target: SUBSCRIBE_PAGE,
      })),
    );
    return noticed.length;
  });

  const trialsEnded = await db.transaction(async (tx) => {
    const ended = await tx
      .update(subscriptions)
      .set({ status: 'expired', expiredNotifiedAt: at, updatedAt: at })
      .where(
        and(
          eq(subscriptions.kind, 'trial'),
          inArray(subscriptions.status, ['trial', 'cancelled']),
          isNull(subscriptions.expiredNotifiedAt),
          lte(subscriptions.endsAt, at),
        ),
      )
      .returning({ userId: subscriptions.userId });
    await notify(
      tx,
      ended.map(({ userId }) => ({
        userId,
        type: 'TRIAL_EXPIRED' as const,
        title: 'Your premium trial has ended',
        body: 'Your free premium trial is over. Subscribe monthly or yearly to get premium back.',
        cta: 'See the plans',
        target: SUBSCRIBE_PAGE,
      })),
    );
    await announceStale(
      tx,
      ended.map(({ userId }) => readTags.user(userId)),
    );
    return ended.length;
  });

  const plansEnded = await db.transaction(async (tx) => {
    const ended = await tx
      .update(subscriptions)
      .set({ status: 'expired', updatedAt: at })
      .where(
        and(
          eq(subscriptions.kind, 'paid'),
          eq(subscriptions.status, 'cancelled'),
          lte(subscriptions.endsAt, at),
        ),
      )
      .returning({ userId: subscriptions.userId });
    await announceStale(
      tx,
      ended.map(({ userId }) => readTags.user(userId)),
    );
    return ended.length;
  });

  const plansRenewed = await renewDevPlans(db, at);
  const monthsPaid = await grantDueMonthlyCredits(db, at, (tx, userId) =>
    announceStale(tx, [readTags.user(userId)]),
  );
  return { expiringNoticed, trialsEnded, plansEnded, plansRenewed, monthsPaid };
}

const hoursLeft = (endsAt: Date | null, at: Date) =>
  Math.max(1, Math.round(((endsAt?.getTime() ?? at.getTime()) - at.getTime()) / HOUR_MS));

/** Each dev plan past its end moves to the period covering `at`, conditional on the end it read. */
async function renewDevPlans(db: Db, at: Date): Promise<number> {
  const due = await db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      plan: subscriptions.plan,
      endsAt: subscriptions.endsAt,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'dev'),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.endsAt, at),
      ),
    );
  let renewed = 0;
  for (const row of due) {
    const plan = row.plan ? premiumPlan(row.plan) : undefined;
    if (!plan || !row.endsAt) continue;
    const endsAt = row.endsAt;
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(subscriptions)
        .set({ endsAt: renewedPeriodEnd(endsAt, plan.months, at), updatedAt: at })
        .where(
          and(
            eq(subscriptions.id, row.id),
            eq(subscriptions.status, 'active'),
            eq(subscriptions.endsAt, endsAt),
          ),
        )
        .returning({ id: subscriptions.id });
      if (!done) return;
      renewed += 1;
      await announceStale(tx, [readTags.user(row.userId)]);
    });
  }
  return renewed;
}
