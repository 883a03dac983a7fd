import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../../features/query/stale-times.ts';

export const cupKeys = {
  all: ['quickplay-cups'] as const,
  list: () => [...cupKeys.all, 'list'] as const,
  detail: (slug: string) => [...cupKeys.all, 'detail', slug] as const,
  leaderboard: (slug: string, page: number) => [...cupKeys.all, 'leaderboard', slug, page] as const,
};

export const CUP_LEADERBOARD_PAGE_SIZE = 20;

/** GET quickplay/cups/: the cups of the current and past seasons. */
export function useCupsQuery() {
  return useQuery({
    queryKey: cupKeys.list(),
    queryFn: ({ signal }) => call('quickplayCups', { query: { game_mode: 'quickplay' }, signal }),
    staleTime: STALE_TIMES.default,
  });
}

/** GET quickplay/cups/{slug}/: a cup with its games and the viewer's team in each. */
export function useCupQuery(slug: string) {
  return useQuery({
    queryKey: cupKeys.detail(slug),
    queryFn: ({ signal }) =>
      call('quickplayCup', { params: { slug }, query: { game_mode: 'quickplay' }, signal }),
    staleTime: STALE_TIMES.default,
  });
}

/** GET quickplay/cups/{slug}/leaderboard/: one page of standings and the viewer's own. */
export function useCupLeaderboardQuery(slug: string, page: number) {
  return useQuery({
    queryKey: cupKeys.leaderboard(slug, page),
    queryFn: ({ signal }) =>
      call('cupLeaderboard', {
        params: { slug },
        query: { page, page_size: CUP_LEADERBOARD_PAGE_SIZE, game_mode: 'quickplay' },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });
}
