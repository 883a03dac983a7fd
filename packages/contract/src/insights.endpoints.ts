import type { Endpoint } from './endpoints.ts';

/** The insights calls (issue 17). */
export const insightsEndpoints = {} as const satisfies Record<string, Endpoint>;
