import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { refreshUser } from '../auth/index.ts';
import { useMySubscription } from './subscription-queries.ts';

/**
 * The viewer's premium on a page Stripe's checkout returns to (`?subscription={id}`): until the
 * provider's confirmation lands it looks again, and once the plan is active the signed-in user
 * the app holds learns of it. `returning` says whether the page was reached that way.
 */
export function useSubscriptionAfterCheckout() {
  const [search] = useSearchParams();
  const returning = search.has('subscription');
  const mine = useMySubscription({ awaitingPayment: returning });
  const paid = returning && mine.data?.status === 'active';
  useEffect(() => {
    if (paid) void refreshUser();
  }, [paid]);
  return { mine, returning, paid };
}
