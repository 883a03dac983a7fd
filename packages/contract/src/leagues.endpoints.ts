import type { Endpoint } from './endpoints.ts';

/** Leagues and the global search (INTERFACE.md "Leagues and search"). */
export const leaguesEndpoints = {
  leagueList: { method: 'GET', path: 'leagues/', access: 'user', status: 200 },
  leagueCreate: { method: 'POST', path: 'leagues/', access: 'user', status: 201 },
  leagueDetail: { method: 'GET', path: 'leagues/{slug}/', access: 'user', status: 200 },
  leagueUpdate: { method: 'PUT', path: 'leagues/{slug}/', access: 'user', status: 200 },
  leagueDelete: { method: 'DELETE', path: 'leagues/{slug}/', access: 'user', status: 204 },
  leagueImageUpload: { method: 'POST', path: 'leagues/{slug}/image/', access: 'user', status: 200 },
  leagueImageDelete: { method: 'DELETE', path: 'leagues/{slug}/image/', access: 'user', status: 200 },
  leagueInvite: { method: 'GET', path: 'leagues/{slug}/invite/', access: 'public', status: 200 },
  leagueJoin: { method: 'POST', path: 'leagues/{slug}/join/', access: 'user', status: 200 },
  leagueLeave: { method: 'POST', path: 'leagues/{slug}/leave/', access: 'user', status: 200 },
  leagueMembers: { method: 'GET', path: 'leagues/{slug}/members/', access: 'user', status: 200 },
  leagueMemberRemove: {
    method: 'DELETE',
    path: 'leagues/{slug}/members/{user_id}/',
    access: 'user',
    status: 204,
  },
  leagueEvents: { method: 'PUT', path: 'leagues/{slug}/events/', access: 'user', status: 200 },
  leagueSports: { method: 'PUT', path: 'leagues/{slug}/sports/', access: 'user', status: 200 },
  leagueStandings: { method: 'GET', path: 'leagues/{slug}/standings/', access: 'user', status: 200 },
  coreSearch: { method: 'GET', path: 'core/search/', access: 'public', status: 200 },
} as const satisfies Record<string, Endpoint>;
