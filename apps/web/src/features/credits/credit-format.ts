import type { CreditBundleView, CreditReason } from '@shred/contract';
import { formatCount } from '@shred/game';

/** '1,200': credits are counts, written as every count is. */
export const formatCredits = formatCount;

/** '+100' / '−300': a ledger movement, with a true minus sign. */
export const formatMovement = (amount: number) =>
  amount > 0 ? `+${formatCount(amount)}` : `−${formatCount(Math.abs(amount))}`;

/**
 * How much cheaper each credit of a bundle is than in the dearest-per-credit bundle, as a
 * 0–1 share (0 for that bundle itself).
 */
export function bundleSaving(bundle: CreditBundleView, bundles: readonly CreditBundleView[]): number {
  const perCredit = (b: CreditBundleView) => b.price_cents / b.credits;
  const dearest = Math.max(...bundles.map(perCredit));
  return 1 - perCredit(bundle) / dearest;
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
