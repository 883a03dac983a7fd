import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import { bonusPoints, placePoints, type Ruleset, rulesetProblems } from './ruleset.ts';

const defaults = DEFAULT_GAME_CONFIG.ruleset;

describe('placePoints (GAME.md ruleset)', () => {
  it.each([
    [1, 100],
    [2, 80],
    [3, 65],
    [4, 55],
    [5, 50],
    [6, 45],
    [7, 40],
    [8, 36],
    [9, 34],
    [10, 32],
    [24, 4],
    [25, 2],
    [26, 2],
    [500, 2],
  ])('place %i earns %i by default', (place, expected) => {
    expect(placePoints(place, defaults)).toBe(expected);
  });
  it('never rises with a worse place and never drops below the starter minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (place) => {
        const here = placePoints(place, defaults);
        expect(here).toBeGreaterThanOrEqual(defaults.minimumPoints);
        expect(placePoints(place + 1, defaults)).toBeLessThanOrEqual(here);
      }),
    );
  });
  it('rejects places that are not whole numbers from 1', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => placePoints(bad, defaults)).toThrow(RangeError);
    }
  });
  it('follows a custom ruleset, including a minimum of 0', () => {
    const flat: Ruleset = { placePoints: [10, 5], dropPerPlaceAfterTable: 1, minimumPoints: 0, bonuses: {} };
    expect([1, 2, 3, 4, 5, 6, 7].map((p) => placePoints(p, flat))).toEqual([10, 5, 4, 3, 2, 1, 0]);
  });
  it('applies the minimum to table places too', () => {
    const low: Ruleset = { placePoints: [3, 1], dropPerPlaceAfterTable: 0, minimumPoints: 2, bonuses: {} };
    expect(placePoints(2, low)).toBe(2);
  });
});

describe('bonusPoints', () => {
  it('gives best run +10 and made a final +5 by default', () => {
    expect(bonusPoints('bestRun', defaults)).toBe(10);
    expect(bonusPoints('madeFinal', defaults)).toBe(5);
  });
  it('rejects a bonus the ruleset does not define, naming it', () => {
    expect(() => bonusPoints('style', defaults)).toThrow(/unknown bonus 'style'/);
    expect(() => bonusPoints('toString', defaults)).toThrow(RangeError);
  });
});

describe('rulesetProblems', () => {
  it('accepts the default ruleset', () => {
    expect(rulesetProblems(defaults)).toEqual([]);
  });
  it('reports every broken rule, each naming its field', () => {
    const broken: Ruleset = {
      placePoints: [50, 60, -1, 2.5],
      dropPerPlaceAfterTable: -2,
      minimumPoints: 1.5,
      bonuses: { bestRun: -10, '': 3 },
    };
    expect(rulesetProblems(broken)).toEqual([
      'placePoints: place 2 must not earn more than place 1',
      'placePoints: place 3 must be a whole number ≥ 0',
      'placePoints: place 4 must be a whole number ≥ 0',
      'placePoints: place 4 must not earn more than place 3',
      'dropPerPlaceAfterTable must be a whole number ≥ 0',
      'minimumPoints must be a whole number ≥ 0',
      'bonuses: bestRun must be a whole number ≥ 0',
      'bonuses: a bonus needs a name',
    ]);
  });
  it('requires points for at least 1st place', () => {
    expect(rulesetProblems({ ...defaults, placePoints: [] })).toEqual([
      'placePoints: give points for at least 1st place',
    ]);
  });
});
