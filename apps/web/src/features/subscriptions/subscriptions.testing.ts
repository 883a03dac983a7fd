import type { MySubscription, SubscriptionPlan } from '@shred/contract';

/** The plans as the server sells them (GAME.md: a year costs ten months). */
export const PLANS: SubscriptionPlan[] = [
  {
    id: 'monthly',
    label: 'Monthly',
    price_cents: 499,
    currency: 'EUR',
    months: 1,
    monthly_credits: 300,
    teams_per_game: 3,
  },
  {
    id: 'yearly',
    label: 'Yearly',
    price_cents: 4990,
    currency: 'EUR',
    months: 12,
    monthly_credits: 300,
    teams_per_game: 3,
  },
];

export function buildSubscription(overrides: Partial<MySubscription> = {}): MySubscription {
  return {
    status: 'none',
    plan: null,
    ends_at: null,
    trial_used: false,
    is_premium: false,
    provider: null,
    ...overrides,
  };
}
