import { z } from 'zod';
import { creditsEndpoints } from './credits.endpoints.ts';
import {
  creditBundleSchema,
  ledgerPageSchema,
  listPageQuerySchema,
  purchaseBodySchema,
  purchasePageSchema,
  purchaseResultSchema,
  staffGrantBodySchema,
  staffGrantParamsSchema,
  staffGrantResultSchema,
  webhookResultSchema,
} from './credits.ts';
import { defineRoute } from './route.ts';

/** Draft credits: the ledger, bundles, purchases and the payment provider's webhook. */
export const creditsRoutes = {
  creditLedger: defineRoute({
    ...creditsEndpoints.creditLedger,
    tag: 'credits',
    summary: 'The viewer’s credit movements, newest first, each with the balance after it',
    query: listPageQuerySchema,
    response: { 200: ledgerPageSchema },
    errors: [],
  }),
  creditBundles: defineRoute({
    ...creditsEndpoints.creditBundles,
    tag: 'credits',
    summary: 'The bundles of credits on sale',
    response: { 200: z.array(creditBundleSchema) },
    errors: [],
  }),
  purchaseCredits: defineRoute({
    ...creditsEndpoints.purchaseCredits,
    tag: 'credits',
    summary:
      'Buy a bundle: completes at once with the dev provider, or answers a Stripe Checkout URL. Takes Idempotency-Key; 429 past 10 purchases a minute per player by default',
    body: purchaseBodySchema,
    response: { 201: purchaseResultSchema },
    errors: [409, 422, 429, 502],
  }),
  creditPurchases: defineRoute({
    ...creditsEndpoints.creditPurchases,
    tag: 'credits',
    summary: 'The viewer’s purchases of credits, newest first',
    query: listPageQuerySchema,
    response: { 200: purchasePageSchema },
    errors: [],
  }),
  stripeWebhook: defineRoute({
    ...creditsEndpoints.stripeWebhook,
    tag: 'credits',
    summary: 'Stripe’s signed events: a paid Checkout session fulfils its purchase once',
    response: { 200: webhookResultSchema },
    errors: [404],
  }),
  adminGrantCredits: defineRoute({
    ...creditsEndpoints.adminGrantCredits,
    tag: 'credits',
    summary: 'Staff: grant (or, negative, take) credits, recorded in the ledger with the reason',
    params: staffGrantParamsSchema,
    body: staffGrantBodySchema,
    response: { 201: staffGrantResultSchema },
    errors: [409],
  }),
} as const;
