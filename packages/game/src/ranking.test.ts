import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GameEntry,
  rankGameEntries,
  rankOf,
  type SeasonGameScore,
  seasonRanking,
  topPercent,
} from './ranking.ts';

const T0 = Date.UTC(2025, 2, 1);
const entry = (id: number, score: number, minute = 0, userId = id) => ({
  id,
  userId,
  score,
  submittedAt: new Date(T0 + minute * 60_000).toISOString(),
});

describe('rankGameEntries (GAME.md: standard competition ranking, earlier submission listed first among equals; issue 12.2)', () => {
  it('ranks 1, 2, 2, 4 when two entries share a score', () => {
    const ranked = rankGameEntries([entry(4, 50), entry(1, 90), entry(3, 70, 5), entry(2, 70, 9)]);
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      [1, 1],
      [3, 2],
      [2, 2],
      [4, 4],
    ]);
  });
  it('lists equal scores by the earlier submission, all with the same rank', () => {
    const ranked = rankGameEntries([entry(1, 70, 30), entry(2, 70, 10), entry(3, 70, 20), entry(4, 60)]);
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      [2, 1],
      [3, 1],
      [1, 1],
      [4, 4],
    ]);
  });
  it('lists equal score and equal submission time by id', () => {
    const ranked = rankGameEntries([entry(9, 70, 5), entry(3, 70, 5)]);
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      [3, 1],
      [9, 1],
    ]);
  });
  it('never lets an earlier submission beat a higher score', () => {
    const ranked = rankGameEntries([entry(1, 60, 0), entry(2, 60.01, 99)]);
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });
  it('keeps the extra fields of each entry and accepts string ids and mixed time inputs', () => {
    const ranked = rankGameEntries([
      { id: 'b', score: 1, submittedAt: T0, team: 'B' },
      { id: 'a', score: 1, submittedAt: new Date(T0), team: 'A' },
    ]);
    expect(ranked).toEqual([
      { id: 'a', score: 1, submittedAt: new Date(T0), team: 'A', rank: 1 },
      { id: 'b', score: 1, submittedAt: T0, team: 'B', rank: 1 },
    ]);
  });
  it('lists an invalid submission time last among equals, with the same rank', () => {
    const ranked = rankGameEntries([
      { id: 1, score: 10, submittedAt: 'unknown' },
      { id: 2, score: 10, submittedAt: T0 },
    ]);
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      [2, 1],
      [1, 1],
    ]);
  });
  it('rejects a duplicate id or a non-finite score', () => {
    expect(() => rankGameEntries([entry(1, 1), entry(1, 2)])).toThrow(/entry 1 appears twice/);
    expect(() => rankGameEntries([entry(1, Number.NaN)])).toThrow(RangeError);
  });
  it('ranks an empty board as empty', () => {
    expect(rankGameEntries([])).toEqual([]);
  });

  const board = fc
    .uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        score: fc.integer({ min: 0, max: 20 }),
        minute: fc.integer({ min: 0, max: 5 }),
      }),
      { selector: (e) => e.id, maxLength: 40 },
    )
    .map((rows) => rows.map((r) => entry(r.id, r.score, r.minute)));
  const time = (e: GameEntry) => Date.parse(String(e.submittedAt));

  it('gives every entry 1 + the number of entries with a strictly higher score', () => {
    fc.assert(
      fc.property(board, (entries) => {
        for (const e of rankGameEntries(entries)) {
          expect(e.rank).toBe(1 + entries.filter((o) => o.score > e.score).length);
        }
      }),
    );
  });
  it('gives equal scores the same rank and different scores different ranks', () => {
    fc.assert(
      fc.property(board, (entries) => {
        const ranked = rankGameEntries(entries);
        for (const a of ranked) {
          for (const b of ranked) expect(a.rank === b.rank).toBe(a.score === b.score);
        }
      }),
    );
  });
  it('lists best first with non-decreasing ranks starting at 1, equals by submission time then id', () => {
    fc.assert(
      fc.property(board, (entries) => {
        const ranked = rankGameEntries(entries);
        ranked.forEach((e, i) => {
          const previous = ranked[i - 1];
          if (previous) {
            expect(e.rank).toBeGreaterThanOrEqual(previous.rank);
            expect(e.rank === previous.rank || e.rank === i + 1).toBe(true);
            expect(previous.score).toBeGreaterThanOrEqual(e.score);
            if (previous.score === e.score) {
              expect(time(previous)).toBeLessThanOrEqual(time(e));
              if (time(previous) === time(e)) expect(previous.id).toBeLessThan(e.id);
            }
          } else {
            expect(e.rank).toBe(1);
          }
        });
      }),
    );
  });
  it('gives the same board whatever order the entries arrive in', () => {
    fc.assert(
      fc.property(board, (entries) => {
        expect(rankGameEntries([...entries].reverse())).toEqual(rankGameEntries(entries));
      }),
    );
  });
});

describe('rankOf (own rank)', () => {
  const ranked = rankGameEntries([
    entry(1, 90, 0, 7),
    entry(2, 80, 0, 8),
    entry(3, 70, 0, 7),
    entry(4, 80, 0, 9),
  ]);
  it("finds a manager's rank", () => {
    expect(rankOf(ranked, (e) => e.userId === 8)).toBe(2);
    expect(rankOf(ranked, (e) => e.userId === 9)).toBe(2);
  });
  it('gives the best rank of a manager with several teams', () => {
    expect(rankOf(ranked, (e) => e.userId === 7)).toBe(1);
  });
  it('is null for a manager without an entry', () => {
    expect(rankOf(ranked, (e) => e.userId === 42)).toBeNull();
    expect(rankOf([], () => true)).toBeNull();
  });
});

describe('seasonRanking (GAME.md: sum of a manager best 10 game scores)', () => {
  const score = (managerId: number, gameId: number, value: number): SeasonGameScore => ({
    managerId,
    gameId,
    score: value,
  });

  it('sums only the best 10 game scores', () => {
    const scores = Array.from({ length: 12 }, (_, g) => score(1, g, (g + 1) * 10));
    expect(seasonRanking(scores)).toEqual([
      {
        managerId: 1,
        total: 30 + 40 + 50 + 60 + 70 + 80 + 90 + 100 + 110 + 120,
        gamesPlayed: 12,
        gamesCounted: 10,
        rank: 1,
      },
    ]);
  });
  it('counts fewer games when fewer were played', () => {
    expect(seasonRanking([score(1, 1, 10.5), score(1, 2, 20.25)])[0]).toMatchObject({
      total: 30.75,
      gamesPlayed: 2,
      gamesCounted: 2,
    });
  });
  it('counts only the best of several teams in one game', () => {
    const [standing] = seasonRanking([score(1, 1, 50), score(1, 1, 80), score(1, 1, 65), score(1, 2, 10)]);
    expect(standing).toMatchObject({ total: 90, gamesPlayed: 2, gamesCounted: 2 });
  });
  it('ranks by total with standard competition ranking', () => {
    const ranked = seasonRanking([score(1, 1, 100), score(2, 1, 80), score(3, 1, 80), score(4, 1, 10)]);
    expect(ranked.map((s) => [s.managerId, s.rank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 4],
    ]);
  });
  it('sums exactly to 2 decimals (0.1 + 0.2 = 0.3)', () => {
    expect(seasonRanking([score(1, 1, 0.1), score(1, 2, 0.2)])[0]?.total).toBe(0.3);
  });
  it('follows a configured number of counted games', () => {
    expect(seasonRanking([score(1, 1, 5), score(1, 2, 7)], 1)[0]?.total).toBe(7);
    expect(seasonRanking([score(1, 1, 5)], 0)[0]?.total).toBe(0);
  });
  it('rejects a non-finite score', () => {
    expect(() => seasonRanking([score(1, 1, Number.POSITIVE_INFINITY)])).toThrow(RangeError);
  });
  it('total equals the sum of the top 10 per-game bests, for any scores', () => {
    const scores = fc.array(
      fc.record({
        managerId: fc.integer({ min: 1, max: 5 }),
        gameId: fc.integer({ min: 1, max: 15 }),
        score: fc.integer({ min: 0, max: 50_000 }).map((h) => h / 100),
      }),
      { maxLength: 80 },
    );
    fc.assert(
      fc.property(scores, (rows) => {
        const ranked = seasonRanking(rows);
        for (const standing of ranked) {
          const bests = new Map<number, number>();
          for (const r of rows.filter((r) => r.managerId === standing.managerId)) {
            bests.set(r.gameId, Math.max(bests.get(r.gameId) ?? 0, Math.round(r.score * 100)));
          }
          const top = [...bests.values()].sort((a, b) => b - a).slice(0, 10);
          expect(standing.total).toBe(top.reduce((s, h) => s + h, 0) / 100);
          expect(standing.rank).toBe(1 + ranked.filter((o) => o.total > standing.total).length);
        }
        ranked.forEach((standing, i) => {
          const previous = ranked[i - 1];
          if (previous?.total === standing.total) {
            expect(previous.rank).toBe(standing.rank);
            expect(Number(previous.managerId)).toBeLessThan(Number(standing.managerId));
          }
        });
        expect(seasonRanking([...rows].reverse())).toEqual(ranked);
      }),
    );
  });
});

describe('topPercent: one rule for where a rank stands (share card and image)', () => {
  it('is the smallest whole n with rank ≤ n % of the entries', () => {
    expect(topPercent(1, 67)).toBe(2);
    expect(topPercent(66, 67)).toBe(99);
    expect(topPercent(3, 300)).toBe(1);
    expect(topPercent(4, 300)).toBe(2);
    expect(topPercent(10, 100)).toBe(10);
    expect(topPercent(11, 100)).toBe(11);
    expect(topPercent(1, 1)).toBe(100);
  });
  it('is at least 1 for a leader among many and at most 100', () => {
    expect(topPercent(1, 5000)).toBe(1);
    expect(topPercent(5, 4)).toBe(100);
  });
  it('is null without a rank or without entries', () => {
    expect(topPercent(null, 10)).toBeNull();
    expect(topPercent(1, 0)).toBeNull();
    expect(topPercent(0, 10)).toBeNull();
    expect(topPercent(1.5, 10)).toBeNull();
  });
  it('never says less than the share of entries at or above the rank', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, b) => {
        const [rank, entries] = a <= b ? [a, b] : [b, a];
        const n = topPercent(rank, entries) ?? 0;
        expect(rank * 100).toBeLessThanOrEqual(n * entries);
        if (n > 1) expect(rank * 100).toBeGreaterThan((n - 1) * entries);
      }),
    );
  });
});
