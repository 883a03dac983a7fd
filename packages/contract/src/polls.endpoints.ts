import type { Endpoint } from './endpoints.ts';

/** The polls calls (issue 17). */
export const pollsEndpoints = {} as const satisfies Record<string, Endpoint>;
