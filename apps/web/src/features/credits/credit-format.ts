import type { CreditBundleView, CreditReason } from '@shred/contract';

const whole = new Intl.NumberFormat('en');

/** '1,200': credits, everywhere in the economy. */
export const formatCredits = (credits: number) => whole.format(credits);

/** '+100' / '−300': a ledger movement, with a true minus sign. */
export const formatMovement = (amount: number) =>
  amount > 0 ? `+${whole.format(amount)}` : `−${whole.format(Math.abs(amount))}`;

/** '€9.99': a bundle's price in its currency. */
export const formatPrice = (cents: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);

/**
 * How much cheaper each credit of a bundle is than in the dearest-per-credit bundle, in whole
 * percent (0 for that bundle itself).
 */
export function bundleSaving(bundle: CreditBundleView, bundles: readonly CreditBundleView[]): number {
  const perCredit = (b: CreditBundleView) => b.price_cents / b.credits;
  const dearest = Math.max(...bundles.map(perCredit));
  return Math.round((1 - perCredit(bundle) / dearest) * 100);
}

/** A ledger reason in words. */
export const REASON_LABELS: Readonly<Record<CreditReason, string>> = {
  purchase: 'Credits bought',
  welcome: 'Welcome gift',
  reward: 'Reward',
  staff_grant: 'From the Shred League team',
  referral: 'Friend invited',
  premium_monthly: 'Premium monthly credits',
  contract_extension: 'Contract extended',
  draft: 'Draft opened',
  market_buy: 'Card bought on the market',
  market_sale: 'Card sold on the market',
  market_fee: 'Market fee',
};
