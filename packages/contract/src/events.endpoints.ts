import type { Endpoint } from './endpoints.ts';

/** The event calendar, events, fantasy games and quickplay cups. */
export const eventsEndpoints = {
  eventCalendar: { method: 'GET', path: 'events/', access: 'public', status: 200 },
  eventDetail: { method: 'GET', path: 'events/{slug}/', access: 'public', status: 200 },
  gameDetail: { method: 'GET', path: 'games/{id}/', access: 'public', status: 200 },
  quickplayCups: { method: 'GET', path: 'quickplay/cups/', access: 'public', status: 200 },
  quickplayCup: { method: 'GET', path: 'quickplay/cups/{slug}/', access: 'public', status: 200 },
} as const satisfies Record<string, Endpoint>;
