import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import { useIsPremium } from '../subscriptions/index.ts';

export const insightsKeys = {
  all: ['insights'] as const,
  /** Keyed by premium too: a trial started elsewhere turns the upsell into the insights at once. */
  event: (slug: string, premium: boolean) => ['insights', 'event', slug, premium] as const,
};

/** What the server says to a player without premium, shown before asking it. */
export const INSIGHTS_NEED_PREMIUM =
  'Insights are part of Shred League Premium: start your free 7-day trial or subscribe on the Premium page to see them.';

/**
 * GET insights/{eventStopSlug}/: premium only, 403 otherwise. Not asked without premium: the
 * answer is known, and a refused call would be one more error in the browser's console.
 */
export function useEventInsightsQuery(slug: string) {
  const premium = useIsPremium();
  return {
    premium,
    ...useQuery({
      queryKey: insightsKeys.event(slug, premium),
      queryFn: ({ signal }) => call('eventInsights', { params: { slug }, signal }),
      staleTime: STALE_TIMES.default,
      enabled: premium,
    }),
  };
}
