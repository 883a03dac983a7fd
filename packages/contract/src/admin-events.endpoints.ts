import type { Endpoint } from './endpoints.ts';

/** Staff tools for events, games, competitions, startlists and game status. */
export const adminEventsEndpoints = {
  adminEventList: { method: 'GET', path: 'admin/events/', access: 'staff', status: 200 },
  adminEventCreate: { method: 'POST', path: 'admin/events/', access: 'staff', status: 201 },
  adminEventDetail: { method: 'GET', path: 'admin/events/{slug}/', access: 'staff', status: 200 },
  adminEventUpdate: { method: 'PUT', path: 'admin/events/{slug}/', access: 'staff', status: 200 },
  adminGameCreate: { method: 'POST', path: 'admin/events/{slug}/games/', access: 'staff', status: 201 },
  adminGameUpdate: { method: 'PUT', path: 'admin/games/{id}/', access: 'staff', status: 200 },
  adminStartlistReplace: { method: 'PUT', path: 'admin/games/{id}/startlist/', access: 'staff', status: 200 },
  adminGameStatus: { method: 'POST', path: 'admin/games/{id}/status/', access: 'staff', status: 200 },
} as const satisfies Record<string, Endpoint>;
