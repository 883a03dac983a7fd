import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';

/** Sports change only when staff add one: an hour is fresh enough for a filter. */
const SPORTS_STALE_MS = 60 * 60_000;

export const sportKeys = { all: ['sports'] as const };

/** GET sports/: every sport with its disciplines (the calendar's sport filter). */
export function useSportsQuery() {
  return useQuery({
    queryKey: sportKeys.all,
    queryFn: ({ signal }) => call('sportList', { signal }),
    staleTime: SPORTS_STALE_MS,
  });
}
