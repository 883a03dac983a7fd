import type { Endpoint } from './endpoints.ts';

/** The analytics calls (issue 17). */
export const analyticsEndpoints = {} as const satisfies Record<string, Endpoint>;
