import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAFTS } from './economy.ts';
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import {
  describePrize,
  PLACING_BANDS,
  PLACING_PRIZES,
  placingRewardTitle,
  placingSchedule,
  rewardForPlacing,
} from './rewards.ts';
import { placingBand } from './xp.ts';

const field = fc.integer({ min: 1, max: 100_000 });
const fieldAndRank = field.chain((size) => fc.tuple(fc.constant(size), fc.integer({ min: 1, max: size })));

/** The band each rank of a field earns, by walking the ranks. */
const bandsOf = (size: number) =>
  Array.from({ length: size }, (_, i) => rewardForPlacing(i + 1, size)?.band ?? null);

describe('placing rewards (GAME.md Engagement: top 1 %, 10 %, 25 %, at least the top 1, 3 and 10)', () => {
  it('gives the top 1 % an epic card, the top 10 % a common draft’s price and the top 25 % a quarter of it', () => {
    expect(PLACING_PRIZES).toEqual([
      { kind: 'card', amount: 1, cardTier: 'epic' },
      { kind: 'credits', amount: 100, cardTier: null },
      { kind: 'credits', amount: 25, cardTier: null },
    ]);
    expect(PLACING_PRIZES[1]?.amount).toBe(DEFAULT_DRAFTS.common.price);
    expect(PLACING_PRIZES).toHaveLength(DEFAULT_GAME_CONFIG.rewards.length);
    for (const prize of PLACING_PRIZES) expect(Number.isInteger(prize.amount) && prize.amount > 0).toBe(true);
  });

  it.each([
    // [field, rank, band]
    [1, 1, 'top1'],
    [2, 2, 'top10'],
    [3, 3, 'top10'],
    [4, 4, 'top25'],
    [10, 10, 'top25'],
    [11, 11, null],
    [100, 1, 'top1'],
    [100, 2, 'top10'],
    [100, 10, 'top10'],
    [100, 11, 'top25'],
    [100, 25, 'top25'],
    [100, 26, null],
    [1000, 10, 'top1'],
    [1000, 11, 'top10'],
    [1000, 100, 'top10'],
    [1000, 250, 'top25'],
    [1000, 251, null],
  ] as const)('in a field of %i, rank %i earns %s', (size, rank, band) => {
    expect(rewardForPlacing(rank, size)?.band ?? null).toBe(band);
  });

  it('at least the top 1, 3 and 10 earn, however small or large the field', () => {
    fc.assert(
      fc.property(field, (size) => {
        const bands = bandsOf(Math.min(size, 2000));
        const n = bands.length;
        const earning = (best: number) => bands.filter((b) => b !== null && PLACING_BANDS.indexOf(b) <= best);
        expect(earning(0).length).toBeGreaterThanOrEqual(Math.min(1, n));
        expect(earning(1).length).toBeGreaterThanOrEqual(Math.min(3, n));
        expect(earning(2).length).toBeGreaterThanOrEqual(Math.min(10, n));
        // Never more than the share (or the minimum) of the field.
        expect(earning(2).length).toBeLessThanOrEqual(Math.max(10, Math.floor(0.25 * n)));
      }),
    );
  });

  it('a better rank never earns a worse band (ties sharing a rank share its band)', () => {
    fc.assert(
      fc.property(fieldAndRank, ([size, rank]) => {
        const here = rewardForPlacing(rank, size);
        if (rank === 1) return;
        const above = rewardForPlacing(rank - 1, size);
        const order = (r: typeof here) => (r ? PLACING_BANDS.indexOf(r.band) : PLACING_BANDS.length);
        expect(order(above)).toBeLessThanOrEqual(order(here));
      }),
    );
  });

  it('uses the XP placing bands, so a rank earns a reward and placing XP of the same band', () => {
    fc.assert(
      fc.property(fieldAndRank, ([size, rank]) => {
        const band = placingBand(rank, size);
        const reward = rewardForPlacing(rank, size);
        expect(reward === null ? null : PLACING_BANDS.indexOf(reward.band)).toBe(band);
        if (band !== null) expect(reward?.prize).toBe(PLACING_PRIZES[band]);
      }),
    );
  });

  it('the schedule a board is rewarded by agrees with the rule for every rank', () => {
    fc.assert(
      fc.property(fieldAndRank, ([size, rank]) => {
        const schedule = placingSchedule(size);
        const entry = schedule.find((s) => rank <= s.lastRank);
        const reward = rewardForPlacing(rank, size);
        expect(entry ? { band: entry.band, prize: entry.prize } : null).toEqual(reward);
        // Best first, each band reaching further than the one before.
        for (let i = 1; i < schedule.length; i++) {
          expect(schedule[i]?.lastRank).toBeGreaterThan(schedule[i - 1]?.lastRank ?? 0);
        }
      }),
    );
  });

  it('a small field leaves out bands a better one already covers', () => {
    expect(placingSchedule(1).map((s) => [s.band, s.lastRank])).toEqual([['top1', 1]]);
    expect(placingSchedule(2).map((s) => [s.band, s.lastRank])).toEqual([
      ['top1', 1],
      ['top10', 2],
    ]);
    expect(placingSchedule(4).map((s) => [s.band, s.lastRank])).toEqual([
      ['top1', 1],
      ['top10', 3],
      ['top25', 4],
    ]);
    expect(placingSchedule(0)).toEqual([]);
  });

  it('refuses a rank outside the field', () => {
    expect(() => rewardForPlacing(0, 5)).toThrow(RangeError);
    expect(() => rewardForPlacing(6, 5)).toThrow(RangeError);
    expect(() => rewardForPlacing(1.5, 5)).toThrow(RangeError);
  });

  it('names what a reward is for and what it gives', () => {
    expect(placingRewardTitle('top1', 'Park Men')).toBe('Top 1% in Park Men');
    expect(placingRewardTitle('top25', 'Halfpipe Women')).toBe('Top 25% in Halfpipe Women');
    expect(describePrize({ kind: 'card', amount: 1, cardTier: 'epic' })).toBe('1 epic card');
    expect(describePrize({ kind: 'credits', amount: 1200, cardTier: null })).toBe('1,200 credits');
    expect(describePrize({ kind: 'credits', amount: 1, cardTier: null })).toBe('1 credit');
    expect(describePrize({ kind: 'xp', amount: 250, cardTier: null })).toBe('250 XP');
  });
});
