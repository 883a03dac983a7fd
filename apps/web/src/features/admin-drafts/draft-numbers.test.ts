import { describe, expect, it } from 'vitest';
import { compareShares, sharesOf } from './draft-numbers.ts';

describe('draft chances and simulation gaps (R2.87)', () => {
  it('gives each weight its share of the sum, and nothing while the sum is 0', () => {
    expect(sharesOf([80, 15, 4, 1])).toEqual([0.8, 0.15, 0.04, 0.01]);
    expect(sharesOf([0, 0])).toEqual([0, 0]);
    expect(sharesOf([3, Number.NaN, -2, 1])).toEqual([0.75, 0, 0, 0.25]);
  });

  it('compares observed counts with expected weights and finds the largest gap', () => {
    const { rows, largestGap } = compareShares(
      ['common', 'rare', 'epic'],
      { common: 70, rare: 30 },
      { common: 80, rare: 15, epic: 5 },
    );
    expect(rows).toEqual([
      { key: 'common', observed: 0.7, expected: 0.8 },
      { key: 'rare', observed: 0.3, expected: 0.15 },
      { key: 'epic', observed: 0, expected: 0.05 },
    ]);
    expect(largestGap).toBeCloseTo(0.15);
  });
});
