/** A premium plan on sale (GAME.md "Engagement": monthly or yearly). */
export interface PremiumPlan {
  readonly id: 'monthly' | 'yearly';
  readonly label: string;
  readonly priceCents: number;
  readonly currency: 'EUR';
  /** How long one paid period lasts, in months. */
  readonly months: number;
}

/** A year costs ten months: two months free. */
export const PREMIUM_PLANS: readonly PremiumPlan[] = [
  { id: 'monthly', label: 'Monthly', priceCents: 499, currency: 'EUR', months: 1 },
  { id: 'yearly', label: 'Yearly', priceCents: 4990, currency: 'EUR', months: 12 },
];

export const premiumPlan = (id: string): PremiumPlan | undefined => PREMIUM_PLANS.find((p) => p.id === id);

/** What premium gives, in the order the subscribe page lists it. */
export const PREMIUM_BENEFITS: readonly { readonly title: string; readonly description: string }[] = [
  { title: 'Up to 3 teams per game', description: 'Back three different line-ups in every game you join.' },
  {
    title: 'Event insights',
    description: 'Ownership, captaincy and team scores for every event stop, drawn as charts.',
  },
  { title: 'Monthly draft credits', description: 'Fresh credits in your balance every month you subscribe.' },
];
