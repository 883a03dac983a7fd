import type { Endpoint } from './endpoints.ts';

/** The athlete zone (INTERFACE.md "Premium, polls, insights"): the signed-in athlete's own numbers. */
export const athleteZoneEndpoints = {
  athleteZoneOverview: { method: 'GET', path: 'athlete-zone/', access: 'user', status: 200 },
  athleteZoneGame: { method: 'GET', path: 'athlete-zone/games/{id}/', access: 'user', status: 200 },
  athleteZoneAsset: { method: 'GET', path: 'athlete-zone/assets/{kind}/', access: 'user', status: 200 },
} as const satisfies Record<string, Endpoint>;
