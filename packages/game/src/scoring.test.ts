import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AthleteResult, athletePoints, type ScoringTeam, scoreTeam } from './scoring.ts';
import { CARD_TIERS, type CardTier } from './tiers.ts';
import { type AthleteId, athleteId } from './units.ts';

const a = athleteId;
const result = (id: number, place: number | null, bonuses: string[] = []): AthleteResult => ({
  athleteId: a(id),
  place,
  bonuses,
});
const pick = (id: number, tier: CardTier | null = null) => ({
  athleteId: a(id),
  card: tier ? { tier } : null,
});

describe('athletePoints (GAME.md: place points + bonuses)', () => {
  it('adds the place points and every bonus award', () => {
    expect(athletePoints({ place: 1, bonuses: ['bestRun', 'madeFinal'] })).toEqual({
      place: 1,
      placePoints: 100,
      bonuses: [
        { name: 'bestRun', points: 10 },
        { name: 'madeFinal', points: 5 },
      ],
      bonusPoints: 15,
      total: 115,
    });
  });
  it('counts a bonus once per award (best run in two rounds)', () => {
    expect(athletePoints({ place: 3, bonuses: ['bestRun', 'bestRun'] }).total).toBe(85);
  });
  it('gives no place points without a result or without a start', () => {
    expect(athletePoints(undefined).total).toBe(0);
    expect(athletePoints({ place: null, bonuses: [] })).toMatchObject({
      place: null,
      placePoints: 0,
      total: 0,
    });
  });
  it('gives every starter at least the minimum', () => {
    expect(athletePoints({ place: 40, bonuses: [] }).total).toBe(2);
  });
  it('rejects an unknown bonus instead of scoring it as 0', () => {
    expect(() => athletePoints({ place: 1, bonuses: ['style'] })).toThrow(/unknown bonus 'style'/);
  });
});

describe('scoreTeam (GAME.md: Σ points × tier boost, captain × 1.5)', () => {
  const results = [
    result(1, 1, ['bestRun', 'madeFinal']),
    result(2, 3, ['madeFinal']),
    result(3, 8),
    result(4, 12),
    result(5, null),
  ];
  const team: ScoringTeam = {
    picks: [pick(1, 'legendary'), pick(2, 'rare'), pick(3, 'epic'), pick(4, 'common'), pick(5, 'rare')],
    captainId: a(2),
  };

  it('shows the breakdown line by line: athlete, place, place points, bonuses, boost, captain, line total', () => {
    const score = scoreTeam(team, results);
    expect(
      score.lines.map((l) => [
        l.athleteId,
        l.place,
        l.placePoints,
        l.bonusPoints,
        l.total,
        l.tier,
        l.tierBoost,
        l.captainMultiplier,
        l.lineTotal,
      ]),
    ).toEqual([
      [1, 1, 100, 15, 115, 'legendary', 1.2, 1, 138],
      [2, 3, 65, 5, 70, 'rare', 1.05, 1.5, 110.25],
      [3, 8, 36, 0, 36, 'epic', 1.1, 1, 39.6],
      [4, 12, 28, 0, 28, 'common', 1, 1, 28],
      [5, null, 0, 0, 0, 'rare', 1.05, 1, 0],
    ]);
    expect(score.lines.map((l) => l.isCaptain)).toEqual([false, true, false, false, false]);
    expect(score.total).toBe(315.85);
  });

  it('rounds each line half up to 2 decimals (65 × 1.05 × 1.5 = 102.375 → 102.38)', () => {
    const score = scoreTeam({ picks: [pick(1, 'rare')], captainId: a(1) }, [result(1, 3)]);
    expect(score.lines[0]?.lineTotal).toBe(102.38);
    expect(score.total).toBe(102.38);
  });

  it('boosts ×1 in quickplay (no cards) and without a captain', () => {
    const score = scoreTeam({ picks: [pick(1), pick(2)], captainId: null }, results);
    expect(score.lines.map((l) => [l.tier, l.tierBoost, l.captainMultiplier])).toEqual([
      [null, 1, 1],
      [null, 1, 1],
    ]);
    expect(score.total).toBe(185);
  });

  it('accepts a staff ruleset, tier boosts and captain multiplier', () => {
    const score = scoreTeam({ picks: [pick(1, 'epic')], captainId: a(1) }, [result(1, 2, ['style'])], {
      ruleset: { placePoints: [10, 7], dropPerPlaceAfterTable: 1, minimumPoints: 1, bonuses: { style: 3 } },
      tierBoosts: { common: 1, rare: 1.5, epic: 2, legendary: 3 },
      captainMultiplier: 2,
    });
    expect(score.total).toBe(40);
  });

  it('rejects two results for the same athlete', () => {
    expect(() => scoreTeam(team, [result(1, 1), result(1, 2)])).toThrow(/two results for athlete 1/);
  });

  it('rejects a negative multiplier', () => {
    expect(() => scoreTeam(team, results, { captainMultiplier: -1 })).toThrow(RangeError);
  });

  const tierArb = fc.option(fc.constantFrom(...CARD_TIERS), { nil: null });
  const scenario = fc
    .uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 })
    .chain((ids) =>
      fc.record({
        picks: fc.tuple(...ids.map((id) => tierArb.map((tier) => pick(id, tier)))),
        captainIndex: fc.integer({ min: -1, max: ids.length - 1 }),
        results: fc.tuple(
          ...ids.map((id) =>
            fc
              .record({
                place: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
                bonuses: fc.array(fc.constantFrom('bestRun', 'madeFinal'), { maxLength: 3 }),
              })
              .map((r) => result(id, r.place, r.bonuses)),
          ),
        ),
      }),
    )
    .map(({ picks, captainIndex, results }) => ({
      team: { picks, captainId: (picks[captainIndex]?.athleteId ?? null) as AthleteId | null },
      results,
    }));

  it('total is exactly the sum of the rounded lines, each kept to 2 decimals', () => {
    fc.assert(
      fc.property(scenario, ({ team, results }) => {
        const score = scoreTeam(team, results);
        const hundredths = score.lines.map((l) => Math.round(l.lineTotal * 100));
        score.lines.forEach((l, i) => {
          expect(l.lineTotal).toBe((hundredths[i] ?? 0) / 100);
        });
        expect(score.total).toBe(hundredths.reduce((s, h) => s + h, 0) / 100);
      }),
    );
  });

  it('is deterministic and independent of the order of results', () => {
    fc.assert(
      fc.property(scenario, ({ team, results }) => {
        const once = scoreTeam(team, results);
        expect(scoreTeam(team, [...results].reverse())).toEqual(once);
        expect(scoreTeam(team, results)).toEqual(once);
      }),
    );
  });

  it('total does not depend on the order of picks', () => {
    fc.assert(
      fc.property(scenario, ({ team, results }) => {
        const reversed = { ...team, picks: [...team.picks].reverse() };
        expect(scoreTeam(reversed, results).total).toBe(scoreTeam(team, results).total);
      }),
    );
  });

  it('each line is the athlete points × boost × captain multiplier within half a hundredth', () => {
    fc.assert(
      fc.property(scenario, ({ team, results }) => {
        for (const line of scoreTeam(team, results).lines) {
          const exact = line.total * line.tierBoost * line.captainMultiplier;
          expect(Math.abs(line.lineTotal - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
          expect(line.captainMultiplier).toBe(line.isCaptain ? 1.5 : 1);
        }
      }),
    );
  });

  it('never scores a line lower with a higher tier or as captain', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.boolean(), (place, captain) => {
        const lines = CARD_TIERS.map(
          (tier) =>
            scoreTeam({ picks: [pick(1, tier)], captainId: captain ? a(1) : null }, [result(1, place)]).total,
        );
        expect([...lines].sort((x, y) => x - y)).toEqual(lines);
        const asCaptain = scoreTeam({ picks: [pick(1)], captainId: a(1) }, [result(1, place)]).total;
        const asPick = scoreTeam({ picks: [pick(1)], captainId: null }, [result(1, place)]).total;
        expect(asCaptain).toBeGreaterThanOrEqual(asPick);
      }),
    );
  });
});
