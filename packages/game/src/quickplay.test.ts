import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import { athletePrice, canPickWithinBudget, remainingBudget, teamCost } from './quickplay.ts';
import { type Credits, credits } from './units.ts';

const c = credits;

describe('athletePrice (GAME.md quickplay: 5 + round(ASPI / 5))', () => {
  it.each([
    [0, 5],
    [2.4, 5],
    [2.5, 6],
    [12.5, 8],
    [50, 15],
    [72, 19],
    [73, 20],
    [100, 25],
  ])('ASPI %d costs %i credits', (aspi, price) => {
    expect(athletePrice(aspi)).toBe(price);
  });
  it('clamps ASPI outside 0–100 and rejects NaN', () => {
    expect(athletePrice(-20)).toBe(5);
    expect(athletePrice(250)).toBe(25);
    expect(athletePrice(Number.POSITIVE_INFINITY)).toBe(25);
    expect(() => athletePrice(Number.NaN)).toThrow(RangeError);
  });
  it('follows a staff-changed price formula', () => {
    const config = {
      ...DEFAULT_GAME_CONFIG,
      quickplay: { budget: c(50), basePrice: c(2), aspiPerCredit: 10 },
    };
    expect(athletePrice(55, config)).toBe(8);
  });
  it('is a whole number from 5 to 25 that never falls as ASPI rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (x, y) => {
          const [lo, hi] = x <= y ? [x, y] : [y, x];
          expect(Number.isInteger(athletePrice(lo))).toBe(true);
          expect(athletePrice(lo)).toBeGreaterThanOrEqual(5);
          expect(athletePrice(hi)).toBeLessThanOrEqual(25);
          expect(athletePrice(hi)).toBeGreaterThanOrEqual(athletePrice(lo));
        },
      ),
    );
  });
});

describe('budget (GAME.md quickplay: 100 credits)', () => {
  it('sums the prices and leaves the rest of the 100 credits', () => {
    const prices = [c(25), c(20), c(15), c(10), c(5)];
    expect(teamCost(prices)).toBe(75);
    expect(remainingBudget(prices)).toBe(25);
    expect(remainingBudget([])).toBe(100);
  });
  it('goes negative when the picks cost more than the budget', () => {
    expect(remainingBudget([c(25), c(25), c(25), c(25), c(25)])).toBe(-25);
    expect(remainingBudget([c(30)], c(20))).toBe(-10);
  });
});

describe('canPickWithinBudget (no going back)', () => {
  it('refuses a pick that costs more than is left', () => {
    expect(canPickWithinBudget({ price: c(21), remaining: c(20), picksLeftAfter: 0, otherPrices: [] })).toBe(
      false,
    );
    expect(canPickWithinBudget({ price: c(20), remaining: c(20), picksLeftAfter: 0, otherPrices: [] })).toBe(
      true,
    );
  });
  it('refuses a pick that leaves too little for the cheapest remaining athletes', () => {
    const others = [c(5), c(6), c(25)];
    expect(
      canPickWithinBudget({ price: c(25), remaining: c(36), picksLeftAfter: 2, otherPrices: others }),
    ).toBe(true);
    expect(
      canPickWithinBudget({ price: c(26), remaining: c(36), picksLeftAfter: 2, otherPrices: others }),
    ).toBe(false);
  });
  it('refuses a pick when too few athletes are left to complete the team', () => {
    expect(
      canPickWithinBudget({ price: c(5), remaining: c(100), picksLeftAfter: 3, otherPrices: [c(5)] }),
    ).toBe(false);
  });
  it('a pick it allows can always be completed within budget by the cheapest athletes', () => {
    const price = fc.integer({ min: 5, max: 25 }).map((p) => c(p));
    fc.assert(
      fc.property(
        price,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 4 }),
        fc.array(price, { maxLength: 12 }),
        (p, left, picksLeftAfter, otherPrices) => {
          const remaining = c(left);
          const allowed = canPickWithinBudget({ price: p, remaining, picksLeftAfter, otherPrices });
          const cheapest = [...otherPrices].sort((a, b) => a - b).slice(0, picksLeftAfter) as Credits[];
          const completes =
            cheapest.length === picksLeftAfter && remainingBudget([p, ...cheapest], remaining) >= 0;
          expect(allowed).toBe(completes);
        },
      ),
    );
  });
});
