export { useSubscriptionAfterCheckout } from './checkout-return.ts';
export { PREMIUM_SURFACE, PremiumBadge } from './premium-badge.tsx';
export {
  daysLeft,
  formatPremiumDate,
  holdsPremium,
  planPrice,
  planSaving,
  premiumChoices,
  pricePerMonth,
  TRIAL_DAYS,
  useIsPremium,
  useTeamsAllowedPerGame,
} from './premium-status.ts';
export {
  subscriptionKeys,
  useCancelSubscriptionMutation,
  useCheckoutMutation,
  useMySubscription,
  useStartTrialMutation,
  useSubscriptionPlans,
} from './subscription-queries.ts';
