import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { createCreditsService } from './credits.service.ts';
import type { CountMoneyMove } from './money-move-limits.ts';
import { createPaymentWebhooks } from './stripe-webhook.service.ts';

export async function creditsRoutes(
  app: FastifyInstance,
  options: { db: Db; payments: PaymentProvider; now: () => number; countMoneyMove: CountMoneyMove },
): Promise<void> {
  const deps = { db: options.db, payments: options.payments, staleReads: app.staleReads };
  const credits = createCreditsService(deps);
  const webhooks = createPaymentWebhooks({ ...deps, now: options.now });

  mountRoute(app, routes.creditLedger, async ({ query, user }) => credits.ledger(user.id, query));
  mountRoute(app, routes.creditBundles, async () => credits.bundles());
  mountRoute(app, routes.creditPurchases, async ({ query, user }) => credits.purchases(user.id, query));
  mountRoute(app, routes.purchaseCredits, async ({ body, user, request, reply }) => {
    await options.countMoneyMove('creditPurchase', user.id);
    const answer = await credits.purchase(user.id, body, idempotencyKeyOf(request));
    reply.status(answer.status);
    return answer.body;
  });
  mountRoute(app, routes.adminGrantCredits, async ({ params, body, user }) =>
    credits.grant(user, params.username, body, new Date(options.now())),
  );

  // The signature covers the exact bytes Stripe sent: this route alone takes its body unparsed.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    mountRoute(raw, routes.stripeWebhook, async ({ request }) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await webhooks.receive(
        request.body as Buffer | undefined,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const, handled: outcome.handled };
    });
  });
}
