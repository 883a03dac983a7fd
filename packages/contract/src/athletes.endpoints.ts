import type { Endpoint } from './endpoints.ts';

/** Athletes: search and detail. */
export const athletesEndpoints = {
  athleteList: { method: 'GET', path: 'athletes/', access: 'public', status: 200 },
  athleteDetail: { method: 'GET', path: 'athletes/{id}/', access: 'public', status: 200 },
} as const satisfies Record<string, Endpoint>;
