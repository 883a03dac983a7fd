import type { Endpoint } from './endpoints.ts';

/** Premium insights of an event (INTERFACE.md "Premium, polls, insights"). */
export const insightsEndpoints = {
  eventInsights: { method: 'GET', path: 'insights/{slug}/', access: 'user', status: 200 },
} as const satisfies Record<string, Endpoint>;
