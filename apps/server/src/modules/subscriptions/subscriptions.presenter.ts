import type { MySubscription, SubscriptionPlan } from '@shred/contract';
import { DEFAULT_GAME_CONFIG, PREMIUM_PLANS, teamsAllowedPerGame } from '@shred/game';
import type { SubscriptionRow } from './subscriptions.queries.ts';

export const presentPlans = (): SubscriptionPlan[] =>
  PREMIUM_PLANS.map((plan) => ({
    id: plan.id,
    label: plan.label,
    price_cents: plan.priceCents,
    currency: plan.currency,
    months: plan.months,
    monthly_credits: DEFAULT_GAME_CONFIG.subscription.monthlyCredits,
    teams_per_game: teamsAllowedPerGame(true),
  }));

/**
 * The caller's premium. A live row whose `ends_at` has passed but which the lifecycle job has
 * not yet closed shows as over already (`none`), as `isPremium` treats it; a Stripe plan whose
 * renewal invoice is late stays `active` without the benefits until Stripe pays or ends it.
 */
export function presentMySubscription(
  live: SubscriptionRow | undefined,
  trialUsed: boolean,
  at: Date,
): MySubscription {
  const endsAt = live?.endsAt ?? null;
  const ahead = endsAt !== null && endsAt > at;
  if (
    !live ||
    live.status === 'pending' ||
    live.status === 'expired' ||
    (!ahead && live.status !== 'active')
  ) {
    return {
      status: 'none',
      plan: null,
      ends_at: null,
      trial_used: trialUsed,
      is_premium: false,
      provider: null,
    };
  }
  return {
    status: live.status,
    plan: live.plan,
    ends_at: endsAt?.toISOString() ?? null,
    trial_used: trialUsed,
    is_premium: ahead,
    provider: live.provider,
  };
}
