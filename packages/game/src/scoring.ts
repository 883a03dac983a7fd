/**
 * Team scores (GAME.md "Scoring and ranking"): athlete points = place points + bonuses;
 * a line = athlete points × tier boost × captain multiplier; the team score is the sum.
 *
 * Rounding, decided once: athlete points are whole numbers (the ruleset only holds whole
 * numbers); multipliers count to 4 decimals; each line total is rounded half up to
 * 2 decimals with exact integer arithmetic; the team total is the exact sum of the rounded
 * lines, so a breakdown always adds up to the total it shows. Same inputs, same score.
 */
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import { bonusPoints, placePoints, type Ruleset } from './ruleset.ts';
import type { CardTier, TierBoosts } from './tiers.ts';
import { type AthleteId, type Points, points } from './units.ts';

export interface AthleteResult {
  readonly athleteId: AthleteId;
  /** Final place in the game (1-based); null when the athlete did not start. */
  readonly place: number | null;
  /** Bonus names earned, one entry per award: a name repeats when earned in several rounds. */
  readonly bonuses: readonly string[];
}

export interface ScoringPick {
  readonly athleteId: AthleteId;
  /** The card played (manager mode); null or absent in quickplay, which boosts ×1. */
  readonly card?: { readonly tier: CardTier } | null;
}

export interface ScoringTeam {
  readonly picks: readonly ScoringPick[];
  readonly captainId: AthleteId | null;
}

export interface ScoringOptions {
  readonly ruleset?: Ruleset;
  readonly tierBoosts?: TierBoosts;
  readonly captainMultiplier?: number;
}

export interface BonusLine {
  readonly name: string;
  readonly points: Points;
}

export interface AthletePoints {
  readonly place: number | null;
  readonly placePoints: Points;
  readonly bonuses: readonly BonusLine[];
  readonly bonusPoints: Points;
  readonly total: Points;
}

export interface ScoreLine extends AthletePoints {
  readonly athleteId: AthleteId;
  readonly tier: CardTier | null;
  readonly tierBoost: number;
  readonly isCaptain: boolean;
  readonly captainMultiplier: number;
  /** athlete points × tier boost × captain multiplier, rounded half up to 2 decimals. */
  readonly lineTotal: Points;
}

export interface TeamScore {
  readonly lines: readonly ScoreLine[];
  readonly total: Points;
}

const MULTIPLIER_SCALE = 10_000;

/** Place points plus bonuses of one athlete; no result (or no place) earns no place points. */
export function athletePoints(
  result: Pick<AthleteResult, 'place' | 'bonuses'> | undefined,
  ruleset: Ruleset = DEFAULT_GAME_CONFIG.ruleset,
): AthletePoints {
  const place = result?.place ?? null;
  const fromPlace = place === null ? 0 : placePoints(place, ruleset);
  const bonuses = (result?.bonuses ?? []).map((name) => ({
    name,
    points: points(bonusPoints(name, ruleset)),
  }));
  const fromBonuses = bonuses.reduce((sum, bonus) => sum + bonus.points, 0);
  return {
    place,
    placePoints: points(fromPlace),
    bonuses,
    bonusPoints: points(fromBonuses),
    total: points(fromPlace + fromBonuses),
  };
}

function scaledMultiplier(value: number, name: string): bigint {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a number ≥ 0, got ${value}`);
  return BigInt(Math.round(value * MULTIPLIER_SCALE));
}

/** Line total in hundredths of a point, rounded half up (all factors are ≥ 0). */
function lineHundredths(athleteTotal: number, tierBoost: number, captainMultiplier: number): number {
  if (!Number.isSafeInteger(athleteTotal) || athleteTotal < 0) {
    throw new RangeError(`athlete points must be a whole number ≥ 0, got ${athleteTotal}`);
  }
  const product =
    BigInt(athleteTotal) *
    scaledMultiplier(tierBoost, 'tier boost') *
    scaledMultiplier(captainMultiplier, 'captain multiplier');
  const divisor = BigInt((MULTIPLIER_SCALE * MULTIPLIER_SCALE) / 100);
  return Number((product + divisor / 2n) / divisor);
}

function resultsByAthlete(results: readonly AthleteResult[]): Map<AthleteId, AthleteResult> {
  const byAthlete = new Map<AthleteId, AthleteResult>();
  for (const result of results) {
    if (byAthlete.has(result.athleteId)) {
      throw new RangeError(`two results for athlete ${result.athleteId}`);
    }
    byAthlete.set(result.athleteId, result);
  }
  return byAthlete;
}

/** Score a team against a game's results, line by line in pick order. */
export function scoreTeam(
  team: ScoringTeam,
  results: readonly AthleteResult[],
  options: ScoringOptions = {},
): TeamScore {
  const ruleset = options.ruleset ?? DEFAULT_GAME_CONFIG.ruleset;
  const boosts = options.tierBoosts ?? DEFAULT_GAME_CONFIG.cardTierBoosts;
  const captainBoost = options.captainMultiplier ?? DEFAULT_GAME_CONFIG.team.captainMultiplier;
  const byAthlete = resultsByAthlete(results);
  let totalHundredths = 0;
  const lines = team.picks.map((pick): ScoreLine => {
    const earned = athletePoints(byAthlete.get(pick.athleteId), ruleset);
    const tier = pick.card?.tier ?? null;
    const tierBoost = tier === null ? 1 : boosts[tier];
    const isCaptain = team.captainId !== null && pick.athleteId === team.captainId;
    const captainMultiplier = isCaptain ? captainBoost : 1;
    const hundredths = lineHundredths(earned.total, tierBoost, captainMultiplier);
    totalHundredths += hundredths;
    return {
      athleteId: pick.athleteId,
      ...earned,
      tier,
      tierBoost,
      isCaptain,
      captainMultiplier,
      lineTotal: points(hundredths / 100),
    };
  });
  return { lines, total: points(totalHundredths / 100) };
}
