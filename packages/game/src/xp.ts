/**
 * XP (GAME.md "Social": levels from XP for joining, placing and challenges). Every award is
 * a named constant so the amounts read in one place; the server records each award once in
 * its XP ledger, keyed by (user, reason, reference).
 */
import { DEFAULT_GAME_CONFIG, type RewardBand } from './game-config.ts';

/** What earns XP; the ledger's reason column holds one of these. */
export const XP_REASONS = ['joined_game', 'placed_game', 'challenge', 'reward'] as const;
export type XpReason = (typeof XP_REASONS)[number];

/** A manager's first team in a game (further teams in the same game earn nothing more). */
export const XP_FOR_JOINING_GAME = 50;
/** Finishing a completed game in the top 1 % (at least the winner). */
export const XP_FOR_TOP_1_PERCENT = 500;
/** Finishing in the top 10 % (at least the top 3), below the top 1 %. */
export const XP_FOR_TOP_10_PERCENT = 250;
/** Finishing in the top 25 % (at least the top 10), below the top 10 %. */
export const XP_FOR_TOP_25_PERCENT = 100;
/** Completing a challenge (challenges arrive in a later issue). */
export const XP_FOR_CHALLENGE = 100;

/** The placing XP of each reward band of GAME.md "Engagement", best band first. */
export const XP_FOR_PLACING_BANDS = [
  XP_FOR_TOP_1_PERCENT,
  XP_FOR_TOP_10_PERCENT,
  XP_FOR_TOP_25_PERCENT,
] as const;

/**
 * The last rank a reward band covers in a field of `fieldSize` teams: the band's share of the
 * field rounded down (a share never rounds up into a bigger band), but never fewer than its
 * `atLeast` places, and never more places than the field has.
 */
export function bandCutoff(band: RewardBand, fieldSize: number): number {
  if (!Number.isInteger(fieldSize) || fieldSize < 0) throw new RangeError(`field size ${fieldSize}`);
  return Math.min(fieldSize, Math.max(band.atLeast, Math.floor(band.topShare * fieldSize)));
}

/**
 * The index of the best reward band a final rank falls in, or null outside them all. Tied
 * teams share a rank, so every team sharing a rank inside a band earns it.
 */
export function placingBand(
  rank: number,
  fieldSize: number,
  bands: readonly RewardBand[] = DEFAULT_GAME_CONFIG.rewards,
): number | null {
  if (!Number.isInteger(rank) || rank < 1 || rank > fieldSize) {
    throw new RangeError(`rank ${rank} in a field of ${fieldSize}`);
  }
  const index = bands.findIndex((band) => rank <= bandCutoff(band, fieldSize));
  return index === -1 ? null : index;
}

/** The XP a final rank earns when a game completes; 0 outside the reward bands. */
export function xpForPlacing(
  rank: number,
  fieldSize: number,
  bands: readonly RewardBand[] = DEFAULT_GAME_CONFIG.rewards,
  amounts: readonly number[] = XP_FOR_PLACING_BANDS,
): number {
  const band = placingBand(rank, fieldSize, bands);
  return band === null ? 0 : (amounts[band] ?? 0);
}
