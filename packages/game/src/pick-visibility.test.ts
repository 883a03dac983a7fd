import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLocked, isPickVisible, type PickAudience, visiblePicks } from './pick-visibility.ts';

const NOW = Date.UTC(2026, 1, 14, 12);
const OWNER = 7;
const audience = (overrides: Partial<PickAudience> = {}): PickAudience => ({
  viewerId: 8,
  ownerId: OWNER,
  nowMs: NOW,
  gameComplete: false,
  ...overrides,
});

/** A lock time: one that has passed, one to come, one at now, or unknown. */
const lockTime = fc.oneof(
  fc.integer({ min: NOW - 86_400_000, max: NOW + 86_400_000 }),
  fc.constant(NOW),
  fc.constant(Number.NaN),
);
const viewer = fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 20 }));
const picks = fc.array(fc.record({ id: fc.integer({ min: 1, max: 999 }), lockMs: lockTime }), {
  maxLength: 8,
});
const lockOf = (pick: { lockMs: number }) => pick.lockMs;

describe('isPickVisible: line-ups stay private until they lock (issue 11.1)', () => {
  it('shows the owner every pick, locked or not, known lock time or not (issue 11.1)', () => {
    for (const lockMs of [NOW + 1, NOW - 1, Number.NaN]) {
      expect(isPickVisible(audience({ viewerId: OWNER }), lockMs)).toBe(true);
    }
  });
  it('hides an unlocked pick from another manager and from an anonymous caller (issue 11.1)', () => {
    expect(isPickVisible(audience(), NOW + 1)).toBe(false);
    expect(isPickVisible(audience({ viewerId: null }), NOW + 1)).toBe(false);
  });
  it('shows a pick from the instant its competition starts, not a millisecond before (issue 11.1)', () => {
    expect(isPickVisible(audience(), NOW)).toBe(true);
    expect(isPickVisible(audience({ nowMs: NOW - 1 }), NOW)).toBe(false);
    expect(isPickVisible(audience({ viewerId: null }), NOW - 1)).toBe(true);
  });
  it('keeps a pick without a known lock time hidden until the game is complete (issue 11.1)', () => {
    expect(isPickVisible(audience(), Number.NaN)).toBe(false);
    expect(isPickVisible(audience({ gameComplete: true }), Number.NaN)).toBe(true);
  });
  it('shows every pick of a complete game to anyone (issue 11.1)', () => {
    expect(isPickVisible(audience({ viewerId: null, gameComplete: true }), NOW + 86_400_000)).toBe(true);
  });
  it('never takes an anonymous caller for the owner (issue 11.1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), lockTime, (ownerId, lockMs) => {
        const anonymous = audience({ viewerId: null, ownerId });
        expect(isPickVisible(anonymous, lockMs)).toBe(hasLocked(lockMs, NOW));
      }),
    );
  });
});

describe('visiblePicks (issue 11.1)', () => {
  it('gives the owner all picks, in order, none hidden (issue 11.1)', () => {
    fc.assert(
      fc.property(picks, fc.boolean(), (team, gameComplete) => {
        expect(visiblePicks(team, lockOf, audience({ viewerId: OWNER, gameComplete }))).toEqual({
          shown: team,
          hidden: 0,
        });
      }),
    );
  });
  it('gives anyone else exactly the locked picks, in order, and counts the rest (issue 11.1)', () => {
    fc.assert(
      fc.property(
        picks,
        viewer.filter((id) => id !== OWNER),
        fc.integer({ min: NOW - 86_400_000, max: NOW + 86_400_000 }),
        (team, viewerId, nowMs) => {
          const result = visiblePicks(team, lockOf, audience({ viewerId, nowMs }));
          expect(result.shown).toEqual(team.filter((pick) => pick.lockMs <= nowMs));
          expect(result.hidden).toBe(team.filter((pick) => !(pick.lockMs <= nowMs)).length);
        },
      ),
    );
  });
  it('gives anyone all picks of a complete game (issue 11.1)', () => {
    fc.assert(
      fc.property(picks, viewer, (team, viewerId) => {
        expect(visiblePicks(team, lockOf, audience({ viewerId, gameComplete: true }))).toEqual({
          shown: team,
          hidden: 0,
        });
      }),
    );
  });
  it('only ever reveals more as time passes (issue 11.1)', () => {
    fc.assert(
      fc.property(picks, fc.nat(86_400_000), (team, later) => {
        const before = visiblePicks(team, lockOf, audience()).shown;
        const after = visiblePicks(team, lockOf, audience({ nowMs: NOW + later })).shown;
        expect(after).toEqual(expect.arrayContaining(before));
      }),
    );
  });
  it('hides the one unlocked pick of a partly locked team (late swap) (issue 11.1)', () => {
    const team = [
      { id: 1, lockMs: NOW - 60_000 },
      { id: 2, lockMs: NOW + 60_000 },
      { id: 3, lockMs: NOW },
    ];
    expect(visiblePicks(team, lockOf, audience())).toEqual({ shown: [team[0], team[2]], hidden: 1 });
  });
});
