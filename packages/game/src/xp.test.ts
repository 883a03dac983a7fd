import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import {
  bandCutoff,
  placingBand,
  XP_FOR_CHALLENGE,
  XP_FOR_JOINING_GAME,
  XP_FOR_PLACING_BANDS,
  XP_FOR_TOP_1_PERCENT,
  XP_FOR_TOP_10_PERCENT,
  XP_FOR_TOP_25_PERCENT,
  XP_REASONS,
  xpForPlacing,
} from './xp.ts';

const field = fc.integer({ min: 1, max: 100_000 });
const rankIn = (size: number) => fc.integer({ min: 1, max: size });
const fieldAndRank = field.chain((size) => fc.tuple(fc.constant(size), rankIn(size)));

/** The ranks of a field that earn each amount, counted by walking every rank. */
function earners(size: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (let rank = 1; rank <= size; rank += 1) {
    const xp = xpForPlacing(rank, size);
    counts.set(xp, (counts.get(xp) ?? 0) + 1);
  }
  return counts;
}

describe('XP amounts (GAME.md Social: joining, placing, challenges)', () => {
  it('names every reason the ledger records', () => {
    expect(XP_REASONS).toEqual(['joined_game', 'placed_game', 'challenge', 'reward']);
  });
  it('pays more for a better band, and every award is a positive whole number', () => {
    expect(XP_FOR_PLACING_BANDS).toEqual([
      XP_FOR_TOP_1_PERCENT,
      XP_FOR_TOP_10_PERCENT,
      XP_FOR_TOP_25_PERCENT,
    ]);
    expect(XP_FOR_TOP_1_PERCENT).toBeGreaterThan(XP_FOR_TOP_10_PERCENT);
    expect(XP_FOR_TOP_10_PERCENT).toBeGreaterThan(XP_FOR_TOP_25_PERCENT);
    for (const amount of [XP_FOR_JOINING_GAME, XP_FOR_CHALLENGE, ...XP_FOR_PLACING_BANDS]) {
      expect(Number.isInteger(amount) && amount > 0).toBe(true);
    }
  });
  it('has one placing amount for each reward band of the game config', () => {
    expect(XP_FOR_PLACING_BANDS).toHaveLength(DEFAULT_GAME_CONFIG.rewards.length);
  });
});

describe('placing XP by final rank (top 1 %, 10 %, 25 %, at least the top 1, 3 and 10)', () => {
  it.each([
    // [field, rank, xp]
    [1, 1, XP_FOR_TOP_1_PERCENT],
    [2, 2, XP_FOR_TOP_10_PERCENT],
    [5, 1, XP_FOR_TOP_1_PERCENT],
    [5, 3, XP_FOR_TOP_10_PERCENT],
    [5, 5, XP_FOR_TOP_25_PERCENT],
    [10, 1, XP_FOR_TOP_1_PERCENT],
    [10, 2, XP_FOR_TOP_10_PERCENT],
    [10, 3, XP_FOR_TOP_10_PERCENT],
    [10, 4, XP_FOR_TOP_25_PERCENT],
    [10, 10, XP_FOR_TOP_25_PERCENT],
    [11, 11, 0],
    [100, 1, XP_FOR_TOP_1_PERCENT],
    [100, 2, XP_FOR_TOP_10_PERCENT],
    [100, 10, XP_FOR_TOP_10_PERCENT],
    [100, 11, XP_FOR_TOP_25_PERCENT],
    [100, 25, XP_FOR_TOP_25_PERCENT],
    [100, 26, 0],
    [150, 1, XP_FOR_TOP_1_PERCENT],
    [150, 2, XP_FOR_TOP_10_PERCENT],
    [150, 15, XP_FOR_TOP_10_PERCENT],
    [150, 16, XP_FOR_TOP_25_PERCENT],
    [150, 37, XP_FOR_TOP_25_PERCENT],
    [150, 38, 0],
    [1000, 10, XP_FOR_TOP_1_PERCENT],
    [1000, 11, XP_FOR_TOP_10_PERCENT],
    [1000, 100, XP_FOR_TOP_10_PERCENT],
    [1000, 101, XP_FOR_TOP_25_PERCENT],
    [1000, 250, XP_FOR_TOP_25_PERCENT],
    [1000, 251, 0],
    [1000, 1000, 0],
  ])('a field of %i teams: rank %i earns %i XP', (size, rank, xp) => {
    expect(xpForPlacing(rank, size)).toBe(xp);
  });

  it('counts a band by rounding its share down, never below its minimum nor past the field', () => {
    const [top1, top10, top25] = DEFAULT_GAME_CONFIG.rewards;
    if (!top1 || !top10 || !top25) throw new Error('three reward bands expected');
    expect([bandCutoff(top1, 199), bandCutoff(top1, 200), bandCutoff(top1, 0)]).toEqual([1, 2, 0]);
    expect([bandCutoff(top10, 2), bandCutoff(top10, 39), bandCutoff(top10, 40)]).toEqual([2, 3, 4]);
    expect([bandCutoff(top25, 7), bandCutoff(top25, 43), bandCutoff(top25, 44)]).toEqual([7, 10, 11]);
  });

  it('refuses a rank outside the field, a rank that is not whole and a negative field', () => {
    expect(() => xpForPlacing(0, 10)).toThrow(RangeError);
    expect(() => xpForPlacing(11, 10)).toThrow(RangeError);
    expect(() => xpForPlacing(1.5, 10)).toThrow(RangeError);
    expect(() => placingBand(1, 0)).toThrow(RangeError);
    expect(() => bandCutoff({ topShare: 0.1, atLeast: 3 }, -1)).toThrow(RangeError);
    expect(() => bandCutoff({ topShare: 0.1, atLeast: 3 }, 2.5)).toThrow(RangeError);
  });

  it('uses the bands and amounts it is given (staff-changed config)', () => {
    const bands = [{ topShare: 0.5, atLeast: 1 }];
    expect(xpForPlacing(5, 10, bands, [7])).toBe(7);
    expect(xpForPlacing(6, 10, bands, [7])).toBe(0);
    expect(placingBand(6, 10, bands)).toBeNull();
  });

  it('property: a better rank never earns less XP', () => {
    fc.assert(
      fc.property(fieldAndRank, ([size, rank]) => {
        if (rank === size) return;
        expect(xpForPlacing(rank, size)).toBeGreaterThanOrEqual(xpForPlacing(rank + 1, size));
      }),
    );
  });

  it('property: the same rank in a bigger field never earns less XP', () => {
    fc.assert(
      fc.property(fieldAndRank, fc.integer({ min: 0, max: 1000 }), ([size, rank], more) => {
        expect(xpForPlacing(rank, size + more)).toBeGreaterThanOrEqual(xpForPlacing(rank, size));
      }),
    );
  });

  it('property: the winner always earns the top band, and only the listed amounts are paid', () => {
    fc.assert(
      fc.property(fieldAndRank, ([size, rank]) => {
        expect(xpForPlacing(1, size)).toBe(XP_FOR_TOP_1_PERCENT);
        expect([0, ...XP_FOR_PLACING_BANDS]).toContain(xpForPlacing(rank, size));
      }),
    );
  });

  it('property: each band holds as many places as its share and minimum give, capped by the field', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), (size) => {
        const counts = earners(size);
        const reach = (share: number, atLeast: number) =>
          Math.min(size, Math.max(atLeast, Math.floor(share * size)));
        const top1 = reach(0.01, 1);
        const top10 = reach(0.1, 3);
        const top25 = reach(0.25, 10);
        expect(counts.get(XP_FOR_TOP_1_PERCENT) ?? 0).toBe(top1);
        expect(counts.get(XP_FOR_TOP_10_PERCENT) ?? 0).toBe(top10 - top1);
        expect(counts.get(XP_FOR_TOP_25_PERCENT) ?? 0).toBe(top25 - top10);
        expect(counts.get(0) ?? 0).toBe(size - top25);
      }),
      { numRuns: 60 },
    );
  });
});
