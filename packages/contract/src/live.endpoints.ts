import type { Endpoint } from './endpoints.ts';

/** Live updates of open screens: Server-Sent Events (INTERFACE.md "Notifications, rewards, challenges, live"). */
export const liveEndpoints = {
  liveEvents: { method: 'GET', path: 'live/', access: 'public', status: 200 },
} as const satisfies Record<string, Endpoint>;
