import { CARD_TIERS, referencePrice } from '@shred/game';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planHouseListings } from './market-bot.ts';

const poolArbitrary = fc.array(
  fc.record({
    sportId: fc.integer({ min: 1, max: 3 }),
    athleteId: fc.integer({ min: 1, max: 50 }),
    weight: fc.integer({ min: 1, max: 20 }),
    aspi: fc.double({ min: 0, max: 100, noNaN: true }),
  }),
  { minLength: 1, maxLength: 8 },
);

describe('the market bot plan (issue 14.6, R2.79)', () => {
  it('never takes the house over its budget or its number of listings, and stops only at one of them (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 10, max: 500 }),
        fc.subarray([...CARD_TIERS], { minLength: 1 }),
        fc.array(poolArbitrary, { minLength: 1, maxLength: 3 }),
        fc.record({ count: fc.integer({ min: 0, max: 30 }), value: fc.integer({ min: 0, max: 20_000 }) }),
        fc.integer(),
        (budget, maxActive, percent, tiers, pools, active, seed) => {
          let state = seed >>> 0;
          const random = () => {
            state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
            return state / 2 ** 32;
          };
          const plan = planHouseListings({
            budget,
            maxActive,
            percentOfReference: percent,
            tiers,
            active,
            pools,
            random,
          });
          const value = active.value + plan.reduce((sum, item) => sum + item.price, 0);
          if (plan.length > 0) expect(value).toBeLessThanOrEqual(budget);
          expect(active.count + plan.length).toBeLessThanOrEqual(Math.max(maxActive, active.count));
          const entries = pools.flat();
          for (const item of plan) {
            expect(tiers).toContain(item.tier);
            expect(
              entries.some(
                (e) =>
                  e.athleteId === item.athleteId && referencePrice(e.aspi, item.tier, percent) === item.price,
              ),
            ).toBe(true);
          }
          if (active.count + plan.length < maxActive) {
            const priciest = Math.max(
              ...entries.flatMap((e) => tiers.map((tier) => referencePrice(e.aspi, tier, percent))),
            );
            expect(budget - value).toBeLessThan(priciest);
          }
        },
      ),
    );
  });

  it('lists nothing without a pool', () => {
    const plan = planHouseListings({
      budget: 1000,
      maxActive: 10,
      percentOfReference: 100,
      tiers: ['common'],
      active: { count: 0, value: 0 },
      pools: [[]],
      random: Math.random,
    });
    expect(plan).toEqual([]);
  });
});
