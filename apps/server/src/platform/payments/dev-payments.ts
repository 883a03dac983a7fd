import type { PaymentProvider } from './payment-provider.ts';

/**
 * The default provider, for development and demos: every checkout is paid at once, so the whole
 * purchase flow works after `npm start` without any account anywhere. It sends no webhooks.
 */
export function createDevPayments(): PaymentProvider {
  return {
    name: 'dev',
    startCheckout: async () => ({ status: 'completed' }),
    startSubscriptionCheckout: async () => ({ status: 'completed' }),
    // A dev plan has nothing at a provider: cancelling it is the subscription row's change alone.
    cancelSubscriptionAtPeriodEnd: async () => {},
    webhooks: null,
  };
}
