import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/index.ts';
import { STALE_TIMES } from '../features/query/stale-times.ts';

/**
 * The api client already retries failed GETs once on the statuses of spec §7, so Query does
 * not retry on top of it; a 4xx answer would not change on a retry anyway.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIMES.default,
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
