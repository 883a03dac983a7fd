import type { MySubscription } from '@shred/contract';
import { daysLeft, formatPremiumDate, TRIAL_DAYS } from '../../../features/subscriptions/index.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The viewer's premium in one sentence: what runs, and until or from when. */
export function premiumStatusText(subscription: MySubscription, nowMs: number): string {
  const ends = subscription.ends_at;
  switch (subscription.status) {
    case 'trial':
      return ends
        ? `Your free trial runs until ${formatPremiumDate(ends)}: ${plural(daysLeft(ends, nowMs), 'day')} left.`
        : 'Your free trial is running.';
    case 'active':
      return ends
        ? `Your ${subscription.plan ?? 'premium'} plan is active and renews on ${formatPremiumDate(ends)}.`
        : `Your ${subscription.plan ?? 'premium'} plan is active.`;
    case 'cancelled':
      return ends
        ? `Cancelled: you keep premium until ${formatPremiumDate(ends)}, then it ends.`
        : 'Cancelled: premium ends at the end of its period.';
    default:
      return subscription.trial_used
        ? 'Your free trial has been used. Pick a plan to get premium back.'
        : `Try everything free for ${TRIAL_DAYS} days. No payment, and it ends by itself.`;
  }
}
