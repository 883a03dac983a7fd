import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lateSwapViolations } from './late-swap.ts';
import type { Team, TeamPick } from './team.ts';
import { type AthleteId, athleteId, cardId } from './units.ts';

const NOW = Date.UTC(2025, 3, 5, 12);
const STARTED = NOW - 60_000;
const LATER = NOW + 3_600_000;
const a = athleteId;
const pick = (id: number, card: number | null = null): TeamPick => ({
  athleteId: a(id),
  card: card === null ? null : { id: cardId(card), tier: 'common' },
});
const team = (picks: TeamPick[], captain: number | null = picks[0]?.athleteId ?? null): Team => ({
  picks,
  captainId: captain === null ? null : a(captain),
});
/** Athletes 1–3 have started; 4–9 have not; 99 has no known lock time. */
const lockTimeOf = (id: AthleteId): number => (id === 99 ? Number.NaN : id <= 3 ? STARTED : LATER);
const check = (previous: Team | null, next: Team) => lateSwapViolations(previous, next, lockTimeOf, NOW);

describe('lateSwapViolations (GAME.md late swap; invariant: a locked pick never changes)', () => {
  const stored = team([pick(1, 11), pick(2, 12), pick(4, 14), pick(5, 15), pick(6, 16)], 4);

  it('allows swapping picks whose competition has not started', () => {
    const next = team([pick(1, 11), pick(2, 12), pick(7, 17), pick(8, 18), pick(6, 16)], 6);
    expect(check(stored, next)).toEqual([]);
  });
  it('allows resubmitting an unchanged team after some picks locked', () => {
    expect(check(stored, stored)).toEqual([]);
  });
  it('refuses removing a locked pick', () => {
    const next = team([pick(7, 17), pick(2, 12), pick(4, 14), pick(5, 15), pick(6, 16)], 4);
    expect(check(stored, next)).toEqual([
      {
        rule: 'pick-locked',
        athleteId: 1,
        message: 'Athlete 1 is locked: their competition has started, so the pick cannot be removed.',
      },
    ]);
  });
  it('refuses changing the card of a locked pick', () => {
    const next = team([pick(1, 99), pick(2, 12), pick(4, 14), pick(5, 15), pick(6, 16)], 4);
    expect(check(stored, next).map((v) => [v.rule, v.athleteId])).toEqual([['pick-locked', 1]]);
    expect(check(stored, next)[0]?.message).toMatch(/card cannot change/);
  });
  it('refuses adding an athlete whose competition has started, also in a new team', () => {
    const next = team([pick(1, 11), pick(2, 12), pick(3, 13), pick(5, 15), pick(6, 16)], 5);
    expect(check(stored, next).map((v) => [v.rule, v.athleteId])).toEqual([['pick-locked', 3]]);
    const fresh = team([pick(3), pick(4)], 4);
    expect(check(null, fresh).map((v) => [v.rule, v.athleteId])).toEqual([['pick-locked', 3]]);
  });
  it('locks at the start instant itself', () => {
    const startsNow = (id: AthleteId) => (id === 4 ? NOW : LATER);
    const next = team([pick(5, 15)], 5);
    expect(lateSwapViolations(team([pick(4, 14)], 4), next, startsNow, NOW).map((v) => v.rule)).toEqual([
      'pick-locked',
      'captain-locked',
    ]);
    expect(lateSwapViolations(team([pick(4, 14)], 4), next, startsNow, NOW - 1)).toEqual([]);
  });
  it('refuses moving the captaincy away from a locked captain', () => {
    const lockedCaptain = team([pick(1, 11), pick(4, 14)], 1);
    expect(check(lockedCaptain, team([pick(1, 11), pick(4, 14)], 4))).toEqual([
      {
        rule: 'captain-locked',
        athleteId: 1,
        message: "The captain cannot change: athlete 1's competition has started.",
      },
    ]);
  });
  it('refuses making a locked athlete captain', () => {
    const next = team([...stored.picks], 2);
    expect(check(stored, next).map((v) => [v.rule, v.athleteId])).toEqual([['captain-locked', 2]]);
  });
  it('treats an athlete without a known lock time as unlocked', () => {
    const withUnknown = team([pick(99), pick(4)], 99);
    expect(check(withUnknown, team([pick(4)], 4))).toEqual([]);
  });
  it('never reports anything while no competition has started', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 4, max: 30 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(ids, ids, (before, after) => {
        expect(check(team(before.map((id) => pick(id))), team(after.map((id) => pick(id))))).toEqual([]);
      }),
    );
  });
  it('reports every locked pick that the new team drops', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(ids, ids, (before, after) => {
        const reported = check(
          team(
            before.map((id) => pick(id)),
            null,
          ),
          team(
            after.map((id) => pick(id)),
            null,
          ),
        ).map((v) => v.athleteId);
        const dropped = before.filter((id) => id <= 3 && !after.includes(id));
        const added = after.filter((id) => id <= 3 && !before.includes(id));
        expect(reported).toEqual([...dropped, ...added]);
      }),
    );
  });
});
