import type { CurrentUser, MySubscription, SubscriptionPlan } from '@shred/contract';
import { DEFAULT_GAME_CONFIG, formatMoney, teamsAllowedPerGame, toEpochMs } from '@shred/game';
import { useAuthStore } from '../auth/index.ts';

const DAY_MS = 86_400_000;

/** The premium part of the signed-in user (spec §3): null without one. */
type UserSubscription = CurrentUser['subscription'];

/** Whether premium's benefits apply at `nowMs`: a cancelled plan keeps them until `ends_at`. */
export function holdsPremium(subscription: UserSubscription | undefined, nowMs: number): boolean {
  return subscription != null && toEpochMs(subscription.ends_at) > nowMs;
}

/**
 * Whether the signed-in manager has premium now, from the user the app holds (refreshed after
 * every trial, checkout and cancel), so any screen can unlock a benefit without a request.
 */
export function useIsPremium(): boolean {
  const subscription = useAuthStore((state) => state.user?.subscription);
  return holdsPremium(subscription, Date.now());
}

/** How many teams the signed-in manager may enter in one game: 1, or 3 with premium. */
export function useTeamsAllowedPerGame(): number {
  return teamsAllowedPerGame(useIsPremium());
}

/** Whole days left before `endsAt`, counting a started day as one (0 once it has passed). */
export function daysLeft(endsAt: string, nowMs: number): number {
  return Math.max(0, Math.ceil((toEpochMs(endsAt) - nowMs) / DAY_MS));
}

export const TRIAL_DAYS = DEFAULT_GAME_CONFIG.subscription.trialDays;

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** 'Dec 5, 2026': when premium renews or ends. */
export const formatPremiumDate = (iso: string) => day.format(new Date(iso));

/** '€4.99 / month', '€49.90 / year': a plan's price for its period. */
export function planPrice(plan: SubscriptionPlan): { amount: string; period: string } {
  return {
    amount: formatMoney(plan.price_cents, plan.currency),
    period: plan.months === 12 ? 'year' : plan.months === 1 ? 'month' : `${plan.months} months`,
  };
}

/** '€4.16': what a plan costs per month, to the nearest cent. */
export const pricePerMonth = (plan: SubscriptionPlan) =>
  formatMoney(Math.round(plan.price_cents / plan.months), plan.currency);

/**
 * How much cheaper a month of `plan` is than a month of the dearest plan per month, as a 0–1
 * share (0 for that plan itself): the yearly plan's saving over paying monthly.
 */
export function planSaving(plan: SubscriptionPlan, plans: readonly SubscriptionPlan[]): number {
  const monthly = (p: SubscriptionPlan) => p.price_cents / p.months;
  const dearest = Math.max(...plans.map(monthly));
  return dearest > 0 ? 1 - monthly(plan) / dearest : 0;
}

/** What the viewer can do on the subscribe page, from their subscription. */
export function premiumChoices(subscription: MySubscription) {
  return {
    /** The one trial, only for a player who never had premium running. */
    canStartTrial: subscription.status === 'none' && !subscription.trial_used,
    /** A paid plan: from nothing, or to keep premium after a trial. */
    canSubscribe: subscription.status === 'none' || subscription.status === 'trial',
  };
}
