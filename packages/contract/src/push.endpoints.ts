import type { Endpoint } from './endpoints.ts';

/** Delivery outside the app: push subscriptions and e-mail unsubscribe (spec §7). */
export const pushEndpoints = {
  pushSubscribe: { method: 'POST', path: 'notifications/push/', access: 'user', status: 201 },
  pushUnsubscribe: { method: 'DELETE', path: 'notifications/push/', access: 'user', status: 204 },
  pushVapidKey: { method: 'GET', path: 'notifications/push/vapid-key/', access: 'public', status: 200 },
  unsubscribeEmails: {
    method: 'POST',
    path: 'notifications/unsubscribe-emails/',
    access: 'public',
    status: 200,
  },
} as const satisfies Record<string, Endpoint>;
