import type { CardTier } from './tiers.ts';

/** The share of a sale the market burns (GAME.md "Economy"), in percent: 5 %. */
export const MARKET_FEE_PERCENT = 5;

/** How long a listing may stay up, in whole days. */
export const LISTING_DAYS = { min: 1, max: 7 } as const;

/** The dearest a card may be listed for: far above any reference price, far below integer overflow. */
export const LISTING_PRICE_MAX = 10_000_000;

/** The fee a sale burns: 5 % of the price, rounded down, so a 19-credit sale burns nothing. */
export function marketFee(price: number): number {
  assertPrice(price);
  return Math.floor((price * MARKET_FEE_PERCENT) / 100);
}

/** What the seller receives from a sale: the price less the fee. */
export const sellerProceeds = (price: number): number => price - marketFee(price);

/** When a listing of `days` days that starts at `listedAt` (epoch ms) expires. */
export function listingExpiry(listedAt: number, days: number): number {
  if (!Number.isInteger(days) || days < LISTING_DAYS.min || days > LISTING_DAYS.max) {
    throw new RangeError(
      `A listing lasts ${LISTING_DAYS.min} to ${LISTING_DAYS.max} whole days, not ${days}`,
    );
  }
  return listedAt + days * 86_400_000;
}

/**
 * A card's reference value by tier, before its athlete's ASPI: about what a draft of that tier
 * costs per card, so the house never undercuts or outbids the draft shop by much.
 */
export const TIER_REFERENCE_PRICE: Readonly<Record<CardTier, number>> = {
  common: 30,
  rare: 100,
  epic: 250,
  legendary: 700,
};

/**
 * The price the market bot asks for a card (GAME.md "Economy"): the tier's reference value,
 * scaled from half (ASPI 0) to one and a half times (ASPI 100) by the athlete's form, then by
 * staff's percentage. Whole credits, never below 1.
 */
export function referencePrice(aspi: number, tier: CardTier, percentOfReference = 100): number {
  if (Number.isNaN(aspi)) throw new RangeError('ASPI must be a number, got NaN');
  const form = 0.5 + Math.min(100, Math.max(0, aspi)) / 100;
  return Math.max(1, Math.round((TIER_REFERENCE_PRICE[tier] * form * percentOfReference) / 100));
}

function assertPrice(price: number): void {
  if (!Number.isInteger(price) || price < 1 || price > LISTING_PRICE_MAX) {
    throw new RangeError(`A price is a whole number of credits from 1 to ${LISTING_PRICE_MAX}, not ${price}`);
  }
}
