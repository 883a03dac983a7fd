import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditPurchases, paymentEvents } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { type PaymentProvider, WebhookRejected } from '../../platform/payments/payment-provider.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { applySubscriptionChange } from '../subscriptions/subscription-events.ts';
import { completePurchase, expirePurchase } from './purchases.ts';

export const NO_WEBHOOKS = 'This server takes no payment webhooks: Stripe is not set up on it.';

/**
 * The provider's webhook: verified against its raw bytes, then handled once per event id (the
 * id is written first, so a repeated or concurrent delivery waits for the first and then finds
 * it done). A paid session fulfils its purchase through `completePurchase`, like every provider;
 * a premium plan's events (Stripe Billing) go to the subscriptions module.
 */
export function createPaymentWebhooks(deps: {
  db: Db;
  payments: PaymentProvider;
  staleReads: StaleReads;
  now: () => number;
}) {
  const { db, payments, staleReads, now } = deps;
  return {
    async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ handled: boolean }> {
      const webhooks = payments.webhooks;
      if (!webhooks) throw notFound(NO_WEBHOOKS);
      let event: ReturnType<typeof webhooks.parse>;
      try {
        event = webhooks.parse(rawBody ?? Buffer.alloc(0), signature, now());
      } catch (error) {
        if (error instanceof WebhookRejected) throw badRequest(`Webhook refused: ${error.message}`);
        throw error;
      }
      return staleReads.transaction(db, async (tx, stale) => {
        const recorded = await tx
          .insert(paymentEvents)
          .values({ provider: payments.name, eventId: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (recorded.length === 0) return { handled: false };
        if (event.subscription) {
          const userId = await applySubscriptionChange(
            tx,
            payments.name,
            event.subscription,
            new Date(now()),
          );
          if (userId !== null) stale(readTags.user(userId));
          return { handled: userId !== null };
        }
        if (event.outcome === 'other' || !event.sessionId) return { handled: false };
        const [purchase] = await tx
          .select({ id: creditPurchases.id, userId: creditPurchases.userId })
          .from(creditPurchases)
          .where(
            and(
              eq(creditPurchases.provider, payments.name),
              eq(creditPurchases.providerSessionId, event.sessionId),
            ),
          );
        if (!purchase) return { handled: false };
        stale(readTags.user(purchase.userId));
        const changed =
          event.outcome === 'paid'
            ? (await completePurchase(tx, purchase.id)) !== null
            : await expirePurchase(tx, purchase.id);
        return { handled: changed };
      });
    },
  };
}
