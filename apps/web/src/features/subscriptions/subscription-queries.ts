import type { MySubscription, SubscriptionPlan } from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { refreshUser } from '../auth/index.ts';
import { creditsKeys } from '../credits/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  /** The plans on sale change only with a release. */
  plans: ['subscriptions', 'plans'] as const,
  mine: ['subscriptions', 'mine'] as const,
};

/** GET subscriptions/plans/: monthly and yearly, with what each brings. */
export function useSubscriptionPlans() {
  return useQuery<SubscriptionPlan[]>({
    queryKey: subscriptionKeys.plans,
    queryFn: ({ signal }) => call('subscriptionPlans', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** How often a page back from an off-site checkout looks whether the payment has landed. */
const CHECKOUT_POLL_MS = 2_000;

/**
 * GET subscriptions/me/: the viewer's premium. Back from an off-site checkout
 * (`awaitingPayment`), it looks again until the provider's confirmation makes it premium.
 */
export function useMySubscription({ awaitingPayment = false } = {}) {
  return useQuery<MySubscription>({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => call('mySubscription', { signal }),
    staleTime: STALE_TIMES.default,
    refetchInterval: (query) => (awaitingPayment && !query.state.data?.is_premium ? CHECKOUT_POLL_MS : false),
  });
}

/**
 * A change of premium is known at once from the answer; the signed-in user is reloaded (its
 * `subscription` decides what the rest of the app unlocks) and the balance refetched, since a
 * paid plan brings its first month's credits. Settled, not all: the change is made whatever
 * these reloads answer, and the next page load reads them again.
 */
function useSubscriptionChanged() {
  const queryClient = useQueryClient();
  return async (subscription: MySubscription) => {
    queryClient.setQueryData(subscriptionKeys.mine, subscription);
    await Promise.allSettled([refreshUser(), queryClient.invalidateQueries({ queryKey: creditsKeys.all })]);
  };
}

/** POST subscriptions/trial/: the one 7-day trial (409 once used). */
export function useStartTrialMutation() {
  const changed = useSubscriptionChanged();
  return useMutation({
    mutationFn: () => call('startTrial'),
    onSuccess: changed,
  });
}

/**
 * POST subscriptions/checkout/ {plan}: the dev provider answers `active` at once; Stripe answers
 * `pending` with its checkout page, and nothing changes here until the browser comes back.
 */
export function useCheckoutMutation() {
  const changed = useSubscriptionChanged();
  return useMutation({
    mutationFn: (plan: SubscriptionPlan['id']) => call('subscriptionCheckout', { body: { plan } }),
    onSuccess: async (checkout) => {
      if (checkout.status === 'active') await changed(checkout.subscription);
    },
  });
}

/** DELETE subscriptions/me/: cancel at the period's end; the benefits stay until `ends_at`. */
export function useCancelSubscriptionMutation() {
  const changed = useSubscriptionChanged();
  return useMutation({
    mutationFn: () => call('cancelSubscription'),
    onSuccess: changed,
  });
}
