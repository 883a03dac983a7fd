import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LISTING_DAYS,
  LISTING_PRICE_MAX,
  listingExpiry,
  marketFee,
  referencePrice,
  sellerProceeds,
  TIER_REFERENCE_PRICE,
} from './market.ts';
import { CARD_TIERS } from './tiers.ts';

describe('marketFee: 5 % of a sale, rounded down, is burned (GAME.md Economy)', () => {
  it.each([
    [1, 0],
    [19, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [100, 5],
    [1999, 99],
    [LISTING_PRICE_MAX, 500_000],
  ])('a sale at %i credits burns %i', (price, fee) => {
    expect(marketFee(price)).toBe(fee);
    expect(sellerProceeds(price)).toBe(price - fee);
  });

  it('never burns more than 5 % nor a fraction, and price = proceeds + fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LISTING_PRICE_MAX }), (price) => {
        const fee = marketFee(price);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee * 100).toBeLessThanOrEqual(price * 5);
        expect((fee + 1) * 100).toBeGreaterThan(price * 5);
        expect(sellerProceeds(price) + fee).toBe(price);
      }),
    );
  });

  it.each([0, -5, 1.5, Number.NaN, LISTING_PRICE_MAX + 1])('refuses a price of %s', (price) => {
    expect(() => marketFee(price)).toThrow(RangeError);
  });
});

describe('listingExpiry: listings last 1 to 7 whole days', () => {
  it('adds whole days to the listing time', () => {
    const at = Date.UTC(2026, 10, 28, 9, 30);
    expect(listingExpiry(at, LISTING_DAYS.min)).toBe(Date.UTC(2026, 10, 29, 9, 30));
    expect(listingExpiry(at, LISTING_DAYS.max)).toBe(Date.UTC(2026, 11, 5, 9, 30));
  });
  it.each([0, 8, 2.5, -1])('refuses %s days', (days) => {
    expect(() => listingExpiry(0, days)).toThrow(RangeError);
  });
});

describe('referencePrice: the market bot prices from ASPI and tier', () => {
  it.each(CARD_TIERS.map((tier) => [tier] as const))(
    '%s: half at ASPI 0, the reference at 50, 1.5× at 100',
    (tier) => {
      const base = TIER_REFERENCE_PRICE[tier];
      expect(referencePrice(0, tier)).toBe(Math.round(base / 2));
      expect(referencePrice(50, tier)).toBe(base);
      expect(referencePrice(100, tier)).toBe(Math.round(base * 1.5));
    },
  );
  it('clamps ASPI outside 0–100 and applies the staff percentage', () => {
    expect(referencePrice(-20, 'rare')).toBe(referencePrice(0, 'rare'));
    expect(referencePrice(250, 'rare')).toBe(referencePrice(100, 'rare'));
    expect(referencePrice(50, 'epic', 80)).toBe(200);
    expect(referencePrice(0, 'common', 1)).toBe(1);
  });
  it('ranks tiers: a better tier is always dearer at the same ASPI', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (aspi) => {
        const prices = CARD_TIERS.map((tier) => referencePrice(aspi, tier));
        expect([...prices].sort((a, b) => a - b)).toEqual(prices);
        expect(new Set(prices).size).toBe(prices.length);
      }),
    );
  });
  it('refuses NaN', () => {
    expect(() => referencePrice(Number.NaN, 'common')).toThrow(RangeError);
  });
});
