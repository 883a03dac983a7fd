import { type CardTier, DEFAULT_GAME_CONFIG } from '@shred/game';

export const TIER_LABELS: Readonly<Record<CardTier, string>> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

/** A small tier chip: solid enough to read on any card or list background. */
export const TIER_CHIPS: Readonly<Record<CardTier, string>> = {
  common: 'bg-slate-600 text-white',
  rare: 'bg-blue-600 text-white',
  epic: 'bg-purple-600 text-white',
  legendary: 'bg-amber-400 text-black',
};

/** The tier's points boost as players read it, e.g. '×1.05' (GAME.md card tier boosts). */
export function tierBoostLabel(tier: CardTier, boosts = DEFAULT_GAME_CONFIG.cardTierBoosts): string {
  return `×${boosts[tier].toFixed(2)}`;
}
