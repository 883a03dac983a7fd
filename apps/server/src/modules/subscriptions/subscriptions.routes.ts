import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';

/** Premium: plans, the caller's subscription, trial, checkout and cancel (issue 17). */
export async function subscriptionsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number; payments: PaymentProvider },
): Promise<void> {
  const premium = createSubscriptionsService({ ...options, staleReads: app.staleReads });
  mountRoute(app, routes.subscriptionPlans, async () => premium.plans());
  mountRoute(app, routes.mySubscription, async ({ user }) => premium.me(user.id));
  mountRoute(app, routes.startTrial, async ({ user }) => premium.startTrial(user.id));
  mountRoute(app, routes.subscriptionCheckout, async ({ user, body }) =>
    premium.checkout(user.id, body.plan),
  );
  mountRoute(app, routes.cancelSubscription, async ({ user }) => premium.cancel(user.id));
}
