import type { Endpoint } from './endpoints.ts';

/** Teams: entering a game, late swaps, and reading a team with its scored breakdown. */
export const teamsEndpoints = {
  createTeam: { method: 'POST', path: 'games/{id}/teams/', access: 'user', status: 201 },
  updateTeam: { method: 'PUT', path: 'teams/{id}/', access: 'user', status: 200 },
  teamDetail: { method: 'GET', path: 'teams/{id}/', access: 'public', status: 200 },
  myTeams: { method: 'GET', path: 'games/{id}/my-teams/', access: 'user', status: 200 },
} as const satisfies Record<string, Endpoint>;
