import { createDevPayments } from './dev-payments.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePayments, type StripeSettings } from './stripe-payments.ts';

/** Stripe when the server holds its keys, else the dev provider that pays at once. */
export function createPayments(stripe: StripeSettings | null): PaymentProvider {
  return stripe ? createStripePayments(stripe) : createDevPayments();
}
