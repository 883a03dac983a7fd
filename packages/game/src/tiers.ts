/** Card tiers, lowest first (GAME.md "Teams and the two modes"; the card `background`). */
export const CARD_TIERS = ['common', 'rare', 'epic', 'legendary'] as const;

export type CardTier = (typeof CARD_TIERS)[number];

/** Multiplier per tier applied to an athlete's points (×1.00 … ×1.20 by default). */
export type TierBoosts = Readonly<Record<CardTier, number>>;

export function isCardTier(value: unknown): value is CardTier {
  return typeof value === 'string' && (CARD_TIERS as readonly string[]).includes(value);
}

/** Position of the tier in CARD_TIERS: common 0 … legendary 3. */
export function tierRank(tier: CardTier): number {
  return CARD_TIERS.indexOf(tier);
}
