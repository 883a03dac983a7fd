import { recordIdParamSchema, slugParamSchema } from './catalog.ts';
import { rankingsEndpoints } from './rankings.endpoints.ts';
import {
  cupLeaderboardQuerySchema,
  cupLeaderboardSchema,
  fantasyStatsImageSchema,
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
    errors: [],
  }),
  seasonRanking: defineRoute({
    ...rankingsEndpoints.seasonRanking,
    tag: 'rankings',
    summary: "Season ranking: each manager's best 10 game scores, overall or per sport",
    query: seasonRankingQuerySchema,
    response: { 200: seasonRankingSchema },
    errors: [],
  }),
  cupLeaderboard: defineRoute({
    ...rankingsEndpoints.cupLeaderboard,
    tag: 'rankings',
    summary: "A quickplay cup's leaderboard",
    params: slugParamSchema,
    query: cupLeaderboardQuerySchema,
    response: { 200: cupLeaderboardSchema },
    errors: [],
  }),
  fantasyStats: defineRoute({
    ...rankingsEndpoints.fantasyStats,
    tag: 'rankings',
    summary:
      "A manager's best team in a game: rank, top percent, captain and top picks (share graphic); the viewer's own without `username`",
    params: recordIdParamSchema,
    query: fantasyStatsQuerySchema,
    response: { 200: fantasyStatsSchema },
    errors: [],
  }),
  fantasyStatsImage: defineRoute({
    ...rankingsEndpoints.fantasyStatsImage,
    tag: 'rankings',
    summary: 'The fantasy stats share graphic as a 1080 × 1350 PNG',
    params: recordIdParamSchema,
    query: fantasyStatsQuerySchema,
    response: { 200: fantasyStatsImageSchema },
    produces: 'image/png',
    errors: [],
  }),
} as const;
