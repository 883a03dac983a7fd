import type { TeamMode } from '@shred/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

/** Leaderboards change only when a scoring pass runs: a minute is fresh enough. */
const BOARD_STALE_MS = 60_000;

export interface SeasonRankingFilter {
  /** Null: the current season, as the server picks it. */
  season: string | null;
  /** A sport slug, or null for the overall ranking. */
  sport: string | null;
  page: number;
  pageSize: number;
}

export const resultsKeys = {
  all: ['results'] as const,
  leaderboard: (gameId: number, mode: TeamMode, page: number, pageSize: number) =>
    [...resultsKeys.all, 'leaderboard', gameId, mode, page, pageSize] as const,
  season: (filter: SeasonRankingFilter) => [...resultsKeys.all, 'season', filter] as const,
  fantasyStats: (gameId: number, mode: TeamMode | null, username: string | null) =>
    [...resultsKeys.all, 'fantasy-stats', gameId, mode, username] as const,
};

/**
 * GET games/{id}/leaderboard/: one page in one mode. The page shown stays up while the next
 * page of the same board loads; another game or mode starts from a loading state instead.
 */
export function useGameLeaderboardQuery(gameId: number, mode: TeamMode, page: number, pageSize: number) {
  return useQuery({
    queryKey: resultsKeys.leaderboard(gameId, mode, page, pageSize),
    queryFn: ({ signal }) =>
      call('gameLeaderboard', { params: { id: gameId }, query: { mode, page, page_size: pageSize }, signal }),
    placeholderData: (previous) =>
      previous?.game_id === gameId && previous.mode === mode ? previous : undefined,
    staleTime: BOARD_STALE_MS,
  });
}

/** GET rankings/season/: the season ranking, overall or in one sport, a page at a time. */
export function useSeasonRankingQuery(filter: SeasonRankingFilter) {
  return useQuery({
    queryKey: resultsKeys.season(filter),
    queryFn: ({ signal }) =>
      call('seasonRanking', {
        query: {
          page: filter.page,
          page_size: filter.pageSize,
          ...(filter.season ? { season: filter.season } : {}),
          ...(filter.sport ? { sport: filter.sport } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: BOARD_STALE_MS,
  });
}

/**
 * GET games/{id}/fantasy-stats/: a manager's result in a game, for the share graphic. With a
 * username it is that manager's (a shared link); without, the signed-in viewer's own.
 */
export function useFantasyStatsQuery(gameId: number, mode: TeamMode | null, username: string | null) {
  return useQuery({
    queryKey: resultsKeys.fantasyStats(gameId, mode, username),
    queryFn: ({ signal }) =>
      call('fantasyStats', {
        params: { id: gameId },
        query: { ...(mode ? { mode } : {}), ...(username ? { username } : {}) },
        signal,
      }),
    enabled: Number.isSafeInteger(gameId) && gameId > 0,
    staleTime: STALE_TIMES.default,
  });
}
