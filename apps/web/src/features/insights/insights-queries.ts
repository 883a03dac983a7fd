import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import { useIsPremium } from '../subscriptions/index.ts';

export const insightsKeys = {
  all: ['insights'] as const,
  /** Keyed by premium too: a trial started elsewhere turns the upsell into the insights at once. */
  event: (slug: string, premium: boolean) => ['insights', 'event', slug, premium] as const,
};

/** GET insights/{eventStopSlug}/: premium only, 403 otherwise. */
export function useEventInsightsQuery(slug: string) {
  const premium = useIsPremium();
  return useQuery({
    queryKey: insightsKeys.event(slug, premium),
    queryFn: ({ signal }) => call('eventInsights', { params: { slug }, signal }),
    staleTime: STALE_TIMES.default,
  });
}
