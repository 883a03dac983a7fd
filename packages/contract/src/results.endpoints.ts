import type { Endpoint } from './endpoints.ts';

/** Official results (staff): import, re-import from the feed, and finalising a game. */
export const resultsEndpoints = {
  importResults: { method: 'POST', path: 'admin/events/{slug}/results/', access: 'staff', status: 200 },
  refreshResults: { method: 'POST', path: 'admin/events/{slug}/refresh/', access: 'staff', status: 200 },
  scoringJob: { method: 'GET', path: 'admin/scoring-jobs/{id}/', access: 'staff', status: 200 },
  finaliseGame: { method: 'POST', path: 'admin/games/{id}/finalise/', access: 'staff', status: 200 },
} as const satisfies Record<string, Endpoint>;
