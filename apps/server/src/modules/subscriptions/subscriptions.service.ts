import type { MySubscription, SubscriptionCheckout, SubscriptionPlan } from '@shred/contract';
import { addMonths, DEFAULT_GAME_CONFIG, premiumPlan } from '@shred/game';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { PROVIDER_DOWN } from '../credits/credits.service.ts';
import { brokenUniqueIndex } from '../teams/team-conflicts.ts';
import { grantMonthlyCredits } from './monthly-credits.ts';
import { presentMySubscription, presentPlans } from './subscriptions.presenter.ts';
import { subscriptionState } from './subscriptions.queries.ts';

const HOUR_MS = 3_600_000;
export const TRIAL_TAKEN = 'Your free trial has been used already: it is one per player.';
export const ALREADY_PREMIUM = 'You already hold premium: it runs until its end date.';
export const NOTHING_TO_CANCEL = 'You have no running premium plan or trial to cancel.';
export const ALREADY_CANCELLED = 'Your premium is cancelled already: it ends on its end date.';

/**
 * Close the user's own plans that were cancelled and whose end has passed, which the lifecycle
 * job may not have reached yet, so they no longer hold the one live place a new trial or plan
 * takes.
 */
async function closeLapsed(tx: Db, userId: number, at: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: at })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.kind, 'paid'),
        eq(subscriptions.status, 'cancelled'),
        lte(subscriptions.endsAt, at),
      ),
    );
}

/**
 * A paid plan takes the user's trial's place, in the activating transaction: the trial row ends
 * (status expired, no TRIAL_EXPIRED notice: it became a plan), with any lapsed cancelled plan.
 */
export async function replaceTrialAndLapsed(tx: Db, userId: number, at: Date): Promise<void> {
  await closeLapsed(tx, userId, at);
  await tx
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: at })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.kind, 'trial'),
        inArray(subscriptions.status, ['trial', 'cancelled']),
      ),
    );
}

/**
 * Premium (GAME.md "Engagement", INTERFACE.md "Premium, polls, insights"): the one 7-day trial,
 * monthly and yearly plans through the payment port, and cancelling at the period's end. Every
 * "only one" rule is a unique index the write relies on, never a read before it.
 */
export function createSubscriptionsService(deps: {
  db: Db;
  now: () => number;
  payments: PaymentProvider;
  staleReads: StaleReads;
}) {
  const { db, now, payments, staleReads } = deps;

  const mine = async (tx: Db, userId: number, at: Date): Promise<MySubscription> => {
    const { live, trialUsed } = await subscriptionState(tx, userId);
    return presentMySubscription(live, trialUsed, at);
  };

  return {
    plans: (): SubscriptionPlan[] => presentPlans(),

    me: (userId: number): Promise<MySubscription> => mine(db, userId, new Date(now())),

    /**
     * One insert: the one-trial-ever and one-live-row indexes refuse a second trial, a trial
     * beside a plan, and the loser of two concurrent starts (which waits for the winner's commit).
     */
    async startTrial(userId: number): Promise<MySubscription> {
      const at = new Date(now());
      return staleReads.transaction(db, async (tx, stale) => {
        await closeLapsed(tx, userId, at);
        const [started] = await tx
          .insert(subscriptions)
          .values({
            userId,
            kind: 'trial',
            status: 'trial',
            startedAt: at,
            endsAt: new Date(at.getTime() + DEFAULT_GAME_CONFIG.subscription.trialDays * 24 * HOUR_MS),
          })
          .onConflictDoNothing()
          .returning({ id: subscriptions.id });
        const state = await mine(tx, userId, at);
        if (!started) throw conflict(state.trial_used && !state.is_premium ? TRIAL_TAKEN : ALREADY_PREMIUM);
        stale(readTags.user(userId));
        return state;
      });
    },

    /**
     * The dev provider activates the plan at once, in one transaction with the trial's end and
     * month 0's credits; Stripe keeps a pending row until its webhook says the checkout was paid.
     */
    async checkout(userId: number, planId: string): Promise<SubscriptionCheckout> {
      const plan = premiumPlan(planId);
      if (!plan) throw new Error(`No premium plan ${planId}`);
      const at = new Date(now());
      return staleReads
        .transaction(db, async (tx, stale): Promise<SubscriptionCheckout> => {
          const current = await mine(tx, userId, at);
          if (current.is_premium && current.status !== 'trial') throw conflict(ALREADY_PREMIUM);
          const [pending] = await tx
            .insert(subscriptions)
            .values({ userId, kind: 'paid', plan: plan.id, status: 'pending', provider: payments.name })
            .returning({ id: subscriptions.id });
          if (!pending) throw new Error('Writing a subscription returned nothing');
          let started: Awaited<ReturnType<PaymentProvider['startSubscriptionCheckout']>>;
          try {
            // Inside the transaction: when the provider fails, no pending row is left behind.
            started = await payments.startSubscriptionCheckout({
              subscriptionId: pending.id,
              priceCents: plan.priceCents,
              currency: plan.currency,
              label: plan.label,
              interval: plan.months === 12 ? 'year' : 'month',
            });
          } catch (error) {
            throw Object.assign(new ApiError(502, PROVIDER_DOWN), { cause: error });
          }
          if (started.status === 'pending') {
            await tx
              .update(subscriptions)
              .set({ providerSessionId: started.sessionId })
              .where(eq(subscriptions.id, pending.id));
            return { status: 'pending', checkout_url: started.checkoutUrl, subscription: current };
          }
          const activated = await activateSubscription(
            tx,
            { subscriptionId: pending.id, providerSubscriptionId: null },
            at,
          );
          if (!activated) throw conflict(ALREADY_PREMIUM);
          stale(readTags.user(userId));
          return { status: 'active', subscription: await mine(tx, userId, at) };
        })
        .catch((error: unknown) => {
          // Two checkouts at once: the second activation meets the first's live row.
          if (brokenUniqueIndex(error) === 'subscriptions_one_live_key') throw conflict(ALREADY_PREMIUM);
          throw error;
        });
    },

    /**
     * Cancel at the period's end: the benefits stay until `ends_at` and nothing renews. A trial
     * is cancelled the same way: it ends when it would have (a trial never turns into a plan by
     * itself, so cancelling it only says so). Stripe is told before the row changes.
     */
    async cancel(userId: number): Promise<MySubscription> {
      const at = new Date(now());
      const { live } = await subscriptionState(db, userId);
      if (!live?.endsAt || live.endsAt <= at || live.status === 'pending') throw conflict(NOTHING_TO_CANCEL);
      if (live.status === 'cancelled') throw conflict(ALREADY_CANCELLED);
      if (live.provider === 'stripe' && live.providerSubscriptionId) {
        try {
          await payments.cancelSubscriptionAtPeriodEnd(live.providerSubscriptionId);
        } catch (error) {
          throw Object.assign(new ApiError(502, PROVIDER_DOWN), { cause: error });
        }
      }
      return staleReads.transaction(db, async (tx, stale) => {
        const [cancelled] = await tx
          .update(subscriptions)
          .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
          .where(and(eq(subscriptions.id, live.id), inArray(subscriptions.status, ['trial', 'active'])))
          .returning({ id: subscriptions.id });
        if (!cancelled) throw conflict(ALREADY_CANCELLED);
        stale(readTags.user(userId));
        return mine(tx, userId, at);
      });
    },
  };
}

/**
 * A pending plan becomes active (its checkout was paid): it replaces the user's trial, runs one
 * period from `at`, and pays month 0's credits, all in the caller's transaction. The update is
 * conditional on `pending`, so a repeated activation changes nothing; a user who already holds
 * a live plan (two checkouts paid) keeps the one they have. Answers the user, or null.
 */
export async function activateSubscription(
  tx: Db,
  change: { subscriptionId: number; providerSubscriptionId: string | null },
  at: Date,
): Promise<{ userId: number } | null> {
  const [pending] = await tx
    .select({ userId: subscriptions.userId, plan: subscriptions.plan })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, change.subscriptionId), eq(subscriptions.status, 'pending')));
  const plan = pending?.plan ? premiumPlan(pending.plan) : undefined;
  if (!pending || !plan) return null;
  await replaceTrialAndLapsed(tx, pending.userId, at);
  const [active] = await tx
    .update(subscriptions)
    .set({
      status: 'active',
      providerSubscriptionId: change.providerSubscriptionId,
      startedAt: at,
      endsAt: addMonths(at, plan.months),
      updatedAt: at,
    })
    .where(
      and(
        eq(subscriptions.id, change.subscriptionId),
        eq(subscriptions.status, 'pending'),
        sql`not exists (select 1 from ${subscriptions} other where other.user_id = ${pending.userId}
              and other.status in ('trial', 'active', 'cancelled'))`,
      ),
    )
    .returning({ id: subscriptions.id, userId: subscriptions.userId, startedAt: subscriptions.startedAt });
  if (!active?.startedAt) return null;
  await grantMonthlyCredits(tx, { id: active.id, userId: active.userId, startedAt: active.startedAt }, at);
  return { userId: active.userId };
}
