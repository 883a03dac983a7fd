/** What a checkout is for: one purchase of a bundle of credits. */
export interface CheckoutRequest {
  purchaseId: number;
  credits: number;
  priceCents: number;
  currency: string;
  label: string;
}

/** What a subscription checkout is for: the first period of a premium plan, renewed by the provider. */
export interface SubscriptionCheckoutRequest {
  subscriptionId: number;
  priceCents: number;
  currency: string;
  label: string;
  /** How often the provider charges again: a monthly plan each month, a yearly one each year. */
  interval: 'month' | 'year';
}

/** Paid at once (the dev provider), or waiting for the player to pay on the provider's page. */
export type CheckoutStart =
  | { status: 'completed' }
  | { status: 'pending'; checkoutUrl: string; sessionId: string };

/** A verified event of the provider, reduced to what fulfilment needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** `paid`: fulfil the session's purchase; `expired`: it will never be paid; `other`: nothing to do. */
  outcome: 'paid' | 'expired' | 'other';
  sessionId: string | null;
  /** What the event changes of a premium subscription; absent for a credit purchase's event. */
  subscription?: SubscriptionChange;
}

/**
 * A premium subscription's change at the provider: `activated` (its checkout was paid),
 * `renewed` (an invoice paid until `periodEnd`), `cancelling` (it ends at the period's end),
 * `ended` (the provider stopped it).
 */
export type SubscriptionChange =
  | {
      kind: 'activated';
      /** Our subscription's id, from the checkout's metadata. */
      subscriptionId: number;
      providerSubscriptionId: string;
    }
  | { kind: 'renewed'; providerSubscriptionId: string; periodEnd: Date }
  | { kind: 'cancelling' | 'ended'; providerSubscriptionId: string };

/** The provider refused a webhook: its signature is missing, forged or too old. */
export class WebhookRejected extends Error {}

/**
 * The payment port (GAME.md "Economy"): the credits module starts checkouts and reads webhooks
 * through it, and never learns which provider answers.
 */
export interface PaymentProvider {
  readonly name: 'dev' | 'stripe';
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Open a premium plan's checkout: the dev provider activates at once, Stripe answers its page. */
  startSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<CheckoutStart>;
  /** Stop the provider's renewals at the paid period's end (Stripe's `cancel_at_period_end`). */
  cancelSubscriptionAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Verify a webhook against its raw bytes and parse it; null for a provider without webhooks. */
  readonly webhooks: {
    parse(rawBody: Buffer, signature: string | undefined, receivedAtMs: number): PaymentEvent;
  } | null;
}
