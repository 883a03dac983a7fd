import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import { CARD_TIERS, isCardTier, tierRank } from './tiers.ts';

describe('card tiers (GAME.md manager mode)', () => {
  it('lists common, rare, epic, legendary from lowest to highest', () => {
    expect(CARD_TIERS).toEqual(['common', 'rare', 'epic', 'legendary']);
    expect(CARD_TIERS.map(tierRank)).toEqual([0, 1, 2, 3]);
  });
  it('boosts points ×1.00, ×1.05, ×1.10, ×1.20 by default, rising with the tier', () => {
    expect(DEFAULT_GAME_CONFIG.cardTierBoosts).toEqual({ common: 1, rare: 1.05, epic: 1.1, legendary: 1.2 });
    const boosts = CARD_TIERS.map((tier) => DEFAULT_GAME_CONFIG.cardTierBoosts[tier]);
    expect([...boosts].sort((a, b) => a - b)).toEqual(boosts);
  });
  it('recognises only the four tier names', () => {
    for (const tier of CARD_TIERS) expect(isCardTier(tier)).toBe(true);
    for (const other of ['Common', 'mythic', '', null, undefined, 1, {}])
      expect(isCardTier(other)).toBe(false);
  });
});
