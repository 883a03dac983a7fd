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

/**
 * `from` moved `months` calendar months on, in UTC, kept to the last day of a shorter month
 * (31 January + 1 month is 28 or 29 February): a paid period ends on the same day of the month
 * it started, as a card statement does.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * Whole months of a subscription at `at`: the month index 0, 1, … of its monthly credits. Month
 * n starts at `addMonths(start, n)`; before `start` it is 0.
 */
export function monthsElapsed(start: Date, at: Date): number {
  if (at <= start) return 0;
  let months = (at.getUTCFullYear() - start.getUTCFullYear()) * 12 + (at.getUTCMonth() - start.getUTCMonth());
  while (months > 0 && addMonths(start, months) > at) months -= 1;
  return months;
}

/**
 * The end of a dev plan's period that covers `at`: the plan renews period after period from
 * `endsAt`, so a server that was down for two periods lands on the current one.
 */
export function renewedPeriodEnd(endsAt: Date, months: number, at: Date): Date {
  let periods = 1;
  while (addMonths(endsAt, periods * months) <= at) periods += 1;
  return addMonths(endsAt, periods * months);
}
