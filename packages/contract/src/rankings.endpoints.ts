import type { Endpoint } from './endpoints.ts';

/** Leaderboards and rankings: per game, per quickplay cup, per season, and the share graphic. */
export const rankingsEndpoints = {
  gameLeaderboard: { method: 'GET', path: 'games/{id}/leaderboard/', access: 'public', status: 200 },
  seasonRanking: { method: 'GET', path: 'rankings/season/', access: 'public', status: 200 },
  cupLeaderboard: {
    method: 'GET',
    path: 'quickplay/cups/{slug}/leaderboard/',
    access: 'public',
    status: 200,
  },
  fantasyStats: { method: 'GET', path: 'games/{id}/fantasy-stats/', access: 'public', status: 200 },
  fantasyStatsImage: {
    method: 'GET',
    path: 'games/{id}/fantasy-stats/image/',
    access: 'public',
    status: 200,
  },
} as const satisfies Record<string, Endpoint>;
