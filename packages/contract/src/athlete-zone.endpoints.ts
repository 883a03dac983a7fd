import type { Endpoint } from './endpoints.ts';

/** The athlete-zone calls (issue 17). */
export const athleteZoneEndpoints = {} as const satisfies Record<string, Endpoint>;
