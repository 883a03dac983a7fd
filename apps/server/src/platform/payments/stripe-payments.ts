import Stripe from 'stripe';
import type { OutboundGuard } from '../outbound/outbound-guard.ts';
import {
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionChange,
  WebhookRejected,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the player comes back to after paying or giving up. */
  publicUrl: string;
  /** Another address for Stripe's API (tests answer it locally); Stripe's own without. */
  apiBase?: string | undefined;
  /** Stripe's API, fixed host or not, is reached through the outbound guard like every call out. */
  outbound: OutboundGuard;
}

/** Events a Checkout session sends that change a purchase; every other type is acknowledged only. */
const OUTCOMES: Record<string, PaymentEvent['outcome']> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.expired': 'expired',
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * What a Stripe Billing event changes of a premium subscription (mode `subscription` sessions,
 * invoices and subscriptions); null for every other event.
 */
function subscriptionChange(event: Stripe.Event): SubscriptionChange | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const ours = Number(session.metadata?.subscription_id);
      const providerSubscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !Number.isInteger(ours) || !providerSubscriptionId) return null;
      return { kind: 'activated', subscriptionId: ours, providerSubscriptionId };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const providerSubscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      // The line's period is the one paid for; the invoice's own period is the one just billed.
      const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period.end));
      if (!providerSubscriptionId || periodEnd === 0) return null;
      return { kind: 'renewed', providerSubscriptionId, periodEnd: new Date(periodEnd * 1000) };
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return subscription.cancel_at_period_end
        ? { kind: 'cancelling', providerSubscriptionId: subscription.id }
        : null;
    }
    case 'customer.subscription.deleted':
      return { kind: 'ended', providerSubscriptionId: event.data.object.id };
    default:
      return null;
  }
}

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
    httpAgent: settings.outbound.nodeAgent(base?.protocol === 'http:' ? 'http' : 'https'),
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
    async startSubscriptionCheckout(request) {
      const back = `${settings.publicUrl}/settings/subscription?subscription=${request.subscriptionId}`;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.priceCents,
              recurring: { interval: request.interval },
              product_data: { name: `Shred League Premium, ${request.label}` },
            },
          },
        ],
        client_reference_id: String(request.subscriptionId),
        metadata: { subscription_id: String(request.subscriptionId) },
        subscription_data: { metadata: { subscription_id: String(request.subscriptionId) } },
        success_url: back,
        cancel_url: back,
      });
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
      return { status: 'pending', checkoutUrl: session.url, sessionId: session.id };
    },
    async cancelSubscriptionAtPeriodEnd(providerSubscriptionId) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
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
        const subscription = subscriptionChange(event);
        if (subscription)
          return { id: event.id, type: event.type, outcome: 'other', sessionId: null, subscription };
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
