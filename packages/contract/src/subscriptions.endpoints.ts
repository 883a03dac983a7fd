import type { Endpoint } from './endpoints.ts';

/** Premium: plans, the caller's subscription, the trial, checkout and cancel (INTERFACE.md). */
export const subscriptionsEndpoints = {
  subscriptionPlans: { method: 'GET', path: 'subscriptions/plans/', access: 'public', status: 200 },
  mySubscription: { method: 'GET', path: 'subscriptions/me/', access: 'user', status: 200 },
  startTrial: { method: 'POST', path: 'subscriptions/trial/', access: 'user', status: 201 },
  subscriptionCheckout: { method: 'POST', path: 'subscriptions/checkout/', access: 'user', status: 201 },
  cancelSubscription: { method: 'DELETE', path: 'subscriptions/me/', access: 'user', status: 200 },
} as const satisfies Record<string, Endpoint>;
