import type { Endpoint } from './endpoints.ts';

/** Draft credits: the ledger, bundles, purchases and the payment provider's webhook. */
export const creditsEndpoints = {
  creditLedger: { method: 'GET', path: 'cards/credits/ledger/', access: 'user', status: 200 },
  creditBundles: { method: 'GET', path: 'cards/credits/bundles/', access: 'public', status: 200 },
  purchaseCredits: { method: 'POST', path: 'cards/credits/purchase/', access: 'user', status: 201 },
  creditPurchases: { method: 'GET', path: 'cards/credits/purchases/', access: 'user', status: 200 },
  stripeWebhook: { method: 'POST', path: 'payments/stripe/webhook/', access: 'public', status: 200 },
  adminGrantCredits: {
    method: 'POST',
    path: 'admin/users/{username}/credits/',
    access: 'staff',
    status: 201,
  },
} as const satisfies Record<string, Endpoint>;
