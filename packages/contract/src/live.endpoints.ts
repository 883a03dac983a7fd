import type { Endpoint } from './endpoints.ts';

/** The event a live stream sends when a game's scores and ranks changed (a new board is current). */
export const LIVE_RESULT_EVENT = 'result';
/**
 * The event a live stream sends when some events may have been missed (the server's database
 * listener was down, or a reconnect asked for events it no longer holds): refetch what is shown.
 */
export const LIVE_RESYNC_EVENT = 'resync';

/** Live updates of open screens: Server-Sent Events (INTERFACE.md "Notifications, rewards, challenges, live"). */
export const liveEndpoints = {
  liveEvents: { method: 'GET', path: 'live/', access: 'public', status: 200 },
} as const satisfies Record<string, Endpoint>;
