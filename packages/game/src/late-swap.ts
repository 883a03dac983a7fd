/**
 * Late swap (GAME.md "Teams and the two modes"): each pick locks when its athlete's
 * competition starts (at that instant, inclusive); until then it can change. Comparing the
 * stored team with the submitted one:
 * - a locked pick must stay, with the same card;
 * - a locked athlete cannot be added;
 * - the captain can change only while both the old and the new captain are unlocked.
 * An athlete without a known lock time counts as unlocked (the startlist rule reports it).
 */
import { hasLocked } from './pick-visibility.ts';
import type { Team, TeamPick, TeamRuleViolation } from './team.ts';
import type { AthleteId } from './units.ts';

/** Lock time (epoch ms) of an athlete, or NaN when unknown. */
export type LockTimeOf = (athleteId: AthleteId) => number;

const sameCard = (a: TeamPick, b: TeamPick): boolean => (a.card?.id ?? null) === (b.card?.id ?? null);

export function lateSwapViolations(
  previous: Team | null,
  next: Team,
  lockTimeOf: LockTimeOf,
  nowMs: number,
): TeamRuleViolation[] {
  const locked = (athleteId: AthleteId): boolean => hasLocked(lockTimeOf(athleteId), nowMs);
  const violations: TeamRuleViolation[] = [];
  const before = new Map((previous?.picks ?? []).map((pick) => [pick.athleteId, pick]));
  const after = new Map(next.picks.map((pick) => [pick.athleteId, pick]));

  for (const [athleteId, pick] of before) {
    if (!locked(athleteId)) continue;
    const kept = after.get(athleteId);
    if (!kept) {
      violations.push({
        rule: 'pick-locked',
        athleteId,
        message: `Athlete ${athleteId} is locked: their competition has started, so the pick cannot be removed.`,
      });
    } else if (!sameCard(pick, kept)) {
      violations.push({
        rule: 'pick-locked',
        athleteId,
        message: `Athlete ${athleteId} is locked: their competition has started, so the card cannot change.`,
      });
    }
  }
  for (const athleteId of after.keys()) {
    if (!before.has(athleteId) && locked(athleteId)) {
      violations.push({
        rule: 'pick-locked',
        athleteId,
        message: `Athlete ${athleteId} is locked: their competition has started, so they cannot be added.`,
      });
    }
  }
  const oldCaptain = previous?.captainId ?? null;
  const newCaptain = next.captainId;
  if (previous && oldCaptain !== newCaptain) {
    const lockedCaptain = [oldCaptain, newCaptain].find((id) => id !== null && locked(id));
    if (lockedCaptain !== undefined && lockedCaptain !== null) {
      violations.push({
        rule: 'captain-locked',
        athleteId: lockedCaptain,
        message: `The captain cannot change: athlete ${lockedCaptain}'s competition has started.`,
      });
    }
  }
  return violations;
}
