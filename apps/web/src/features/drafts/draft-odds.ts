import type { Draft, OddsEntry, PoolEntry } from '@shred/contract';
import { CARD_TIERS, type CardTier } from '@shred/game';

const rank = (tier: CardTier) => CARD_TIERS.indexOf(tier);

/** The chance that a card of this draft comes out above the draft's own tier. */
export function higherTierChance(draft: Pick<Draft, 'tier' | 'odds'>): number {
  return draft.odds.filter((o) => rank(o.tier) > rank(draft.tier)).reduce((sum, o) => sum + o.probability, 0);
}

/** Each pool entry's chance of being the athlete on a card (weight ÷ total). */
export function poolChances(pool: readonly PoolEntry[]): Map<number, number> {
  const total = pool.reduce((sum, entry) => sum + entry.weight, 0);
  return new Map(pool.map((entry) => [entry.athlete_id, total === 0 ? 0 : entry.weight / total]));
}

/** Odds in tier order, common first. */
export const sortedOdds = (odds: readonly OddsEntry[]) =>
  [...odds].sort((a, b) => rank(a.tier) - rank(b.tier));
