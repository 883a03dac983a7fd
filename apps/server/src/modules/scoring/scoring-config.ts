import { CARD_TIERS, DEFAULT_GAME_CONFIG, type Ruleset } from '@shred/game';
import type { rulesets } from '../../db/schema/index.ts';

type RulesetRow = typeof rulesets.$inferSelect;

/** The rules' view of a stored ruleset (packages/game `Ruleset`). */
export function rulesetOf(row: Pick<RulesetRow, 'placePoints' | 'step' | 'minPoints' | 'bonuses'>): Ruleset {
  return {
    placePoints: row.placePoints,
    dropPerPlaceAfterTable: row.step,
    minimumPoints: row.minPoints,
    bonuses: row.bonuses,
  };
}

/**
 * A multiplier as packages/game counts it (4 decimals), written as an exact decimal so the
 * SQL computes with `numeric` exactly what scoreTeam computes with scaled integers.
 */
export const decimal4 = (value: number): string => String(Math.round(value * 10_000) / 10_000);

/** Tier boosts and the captain multiplier used by the SQL scorer, from the one game config. */
export const scoringMultipliers = {
  tiers: CARD_TIERS.map((tier) => ({ tier, boost: decimal4(DEFAULT_GAME_CONFIG.cardTierBoosts[tier]) })),
  captain: decimal4(DEFAULT_GAME_CONFIG.team.captainMultiplier),
};

/**
 * The ruleset's name for a bonus given as `best_run`, `best-run`, `bestRun` or `BestRun`
 * (imports and feeds spell them differently); null when the ruleset has no such bonus.
 */
export function bonusKey(name: string, ruleset: Pick<Ruleset, 'bonuses'>): string | null {
  const canonical = (value: string) => value.replace(/[\s_-]/g, '').toLowerCase();
  const wanted = canonical(name);
  return Object.keys(ruleset.bonuses).find((key) => canonical(key) === wanted) ?? null;
}
