import Stripe from 'stripe';
import { type PaymentEvent, type PaymentProvider, WebhookRejected } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the player comes back to after paying or giving up. */
  publicUrl: string;
  /** Another address for Stripe's API (tests answer it locally); Stripe's own without. */
  apiBase?: string | undefined;
}

/** Events a Checkout session sends that change a purchase; every other type is acknowledged only. */
const OUTCOMES: Record<string, PaymentEvent['outcome']> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.expired': 'expired',
};

/**
 * Stripe Checkout: a purchase opens a Checkout Session in payment mode for its bundle's price;
 * the purchase is fulfilled only from Stripe's signed webhook once the session is paid.
 */
export function createStripePayments(settings: StripeSettings): PaymentProvider {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new Stripe(settings.secretKey, {
    // The SDK gives a retried request its own idempotency key, so a retry opens no second session.
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return {
    name: 'stripe',
    async startCheckout(request) {
      const back = `${settings.publicUrl}/manager/market/drafts/credits?purchase=${request.purchaseId}`;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.priceCents,
              product_data: { name: `${request.label}: ${request.credits} draft credits` },
            },
          },
        ],
        client_reference_id: String(request.purchaseId),
        metadata: { purchase_id: String(request.purchaseId) },
        success_url: back,
        cancel_url: back,
      });
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
      return { status: 'pending', checkoutUrl: session.url, sessionId: session.id };
    },
    webhooks: {
      parse(rawBody, signature, receivedAtMs) {
        if (!signature) throw new WebhookRejected('The Stripe-Signature header is missing.');
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(
            rawBody,
            signature,
            settings.webhookSecret,
            undefined,
            undefined,
            receivedAtMs,
          );
        } catch {
          // Stripe's own message advises the integrator at length; the sender needs one line.
          throw new WebhookRejected(
            'The Stripe-Signature does not match this body, or its timestamp is too old.',
          );
        }
        const outcome = OUTCOMES[event.type] ?? 'other';
        const session = outcome === 'other' ? null : (event.data.object as Stripe.Checkout.Session);
        const paid =
          outcome !== 'paid' ||
          session?.payment_status === 'paid' ||
          session?.payment_status === 'no_payment_required';
        return {
          id: event.id,
          type: event.type,
          // A completed session paid by a slow method (bank debit) is paid later, by another event.
          outcome: paid ? outcome : 'other',
          sessionId: session?.id ?? null,
        };
      },
    },
  };
}
