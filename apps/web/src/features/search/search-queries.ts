import type { SearchResult } from '@shred/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { call } from '../../api/index.ts';
import { addBreadcrumb } from '../../platform/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import { isSearchable, normalizeQuery } from './search-rules.ts';

export const searchKeys = {
  all: ['search'] as const,
  query: (query: string) => ['search', normalizeQuery(query).toLocaleLowerCase()] as const,
};

export const NO_RESULTS: SearchResult = { events: [], users: [], leagues: [], athletes: [] };

/**
 * GET core/search/ for a settled query (R1.16). Nothing is asked below 3 characters (R5.07);
 * a failure is logged and reads as no results (R8.23), so the panel shows its empty texts.
 */
export function useSearchQuery(query: string) {
  const text = normalizeQuery(query);
  const enabled = isSearchable(text);
  const result = useQuery({
    queryKey: searchKeys.query(text),
    queryFn: ({ signal }) => call('coreSearch', { query: { query: text }, signal }),
    enabled,
    // While the next query runs, the last answer stays on screen under the spinner.
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });

  useEffect(() => {
    if (result.error)
      addBreadcrumb('search', `Search for "${text}" failed`, { level: 'warning', error: result.error });
  }, [result.error, text]);

  const answered = enabled && result.data !== undefined && !result.error;
  return {
    results: answered ? (result.data ?? NO_RESULTS) : NO_RESULTS,
    /** A search is under way for a query long enough to run. */
    searching: enabled && result.isFetching,
    /** The results on screen answer a query: the empty texts and counts may show. */
    settled: enabled && (answered || Boolean(result.error)) && !result.isFetching,
    failed: enabled && Boolean(result.error),
  };
}

/**
 * After a follow or unfollow from a result: every cached search that found the user shows the
 * new state, so reopening the panel or going back to a query does not show the old button.
 */
export function useSetSearchFollowing() {
  const queryClient = useQueryClient();
  return useCallback(
    (userId: number, following: boolean) =>
      queryClient.setQueriesData<SearchResult>(
        { queryKey: searchKeys.all },
        (cached) =>
          cached && {
            ...cached,
            users: cached.users.map((user) =>
              user.id === userId ? { ...user, follow_status: { following } } : user,
            ),
          },
      ),
    [queryClient],
  );
}
