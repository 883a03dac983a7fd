/** What a checkout is for: one purchase of a bundle of credits. */
export interface CheckoutRequest {
  purchaseId: number;
  credits: number;
  priceCents: number;
  currency: string;
  label: string;
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
}

/** The provider refused a webhook: its signature is missing, forged or too old. */
export class WebhookRejected extends Error {}

/**
 * The payment port (GAME.md "Economy"): the credits module starts checkouts and reads webhooks
 * through it, and never learns which provider answers.
 */
export interface PaymentProvider {
  readonly name: 'dev' | 'stripe';
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Verify a webhook against its raw bytes and parse it; null for a provider without webhooks. */
  readonly webhooks: {
    parse(rawBody: Buffer, signature: string | undefined, receivedAtMs: number): PaymentEvent;
  } | null;
}
