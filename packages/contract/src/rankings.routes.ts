import { recordIdParamSchema, slugParamSchema } from './catalog.ts';
import { rankingsEndpoints } from './rankings.endpoints.ts';
import {
  cupLeaderboardQuerySchema,
  cupLeaderboardSchema,
  fantasyStatsQuerySchema,
  fantasyStatsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  seasonRankingQuerySchema,
  seasonRankingSchema,
} from './rankings.ts';
import { defineRoute } from './route.ts';

/** Leaderboards and rankings: per game, per quickplay cup, per season, and the share graphic. */
export const rankingsRoutes = {
  gameLeaderboard: defineRoute({
    ...rankingsEndpoints.gameLeaderboard,
    tag: 'rankings',
    summary: "A page of a game's leaderboard, with the viewer's own best entry",
    params: recordIdParamSchema,
    query: leaderboardQuerySchema,
    response: { 200: leaderboardSchema },
  }),
  seasonRanking: defineRoute({
    ...rankingsEndpoints.seasonRanking,
    tag: 'rankings',
    summary: "Season ranking: each manager's best 10 game scores, overall or per sport",
    query: seasonRankingQuerySchema,
    response: { 200: seasonRankingSchema },
  }),
  cupLeaderboard: defineRoute({
    ...rankingsEndpoints.cupLeaderboard,
    tag: 'rankings',
    summary: "A quickplay cup's leaderboard",
    params: slugParamSchema,
    query: cupLeaderboardQuerySchema,
    response: { 200: cupLeaderboardSchema },
  }),
  fantasyStats: defineRoute({
    ...rankingsEndpoints.fantasyStats,
    tag: 'rankings',
    summary: "The viewer's team, rank, percentile, captain and top picks in a game (share graphic)",
    params: recordIdParamSchema,
    query: fantasyStatsQuerySchema,
    response: { 200: fantasyStatsSchema },
  }),
} as const;
