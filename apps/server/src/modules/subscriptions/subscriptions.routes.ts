import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';

/** Premium: plans, the caller's subscription, trial, checkout and cancel (issue 17). */
export async function subscriptionsRoutes(
  _app: FastifyInstance,
  _options: { db: Db; now: () => number; payments: PaymentProvider },
): Promise<void> {}
