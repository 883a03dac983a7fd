import type { AthleteCard } from '@shred/contract';
import { type CardTier, tierRank } from '@shred/game';

export const CARD_SORTS = {
  aspi: 'Best ASPI',
  contract: 'Fewest games left',
  tier: 'Highest tier',
  name: 'Name',
} as const;
export type CardSort = keyof typeof CARD_SORTS;

export interface CardFilter {
  /** A sport slug, or '' for all. */
  sport: string;
  tier: CardTier | '';
  sort: CardSort;
}

const name = (card: AthleteCard) => `${card.last_name} ${card.first_name}`;

const COMPARE: Record<CardSort, (a: AthleteCard, b: AthleteCard) => number> = {
  aspi: (a, b) => b.aspi - a.aspi,
  contract: (a, b) => a.contract_games_left - b.contract_games_left,
  tier: (a, b) => tierRank(b.tier) - tierRank(a.tier),
  name: (a, b) => name(a).localeCompare(name(b)),
};

/** The cards the filter keeps, in its order (ties by name, then serial, so the order is stable). */
export function filterCards(cards: readonly AthleteCard[], filter: CardFilter): AthleteCard[] {
  return cards
    .filter((card) => !filter.sport || card.primary_sport.slug === filter.sport)
    .filter((card) => !filter.tier || card.tier === filter.tier)
    .sort((a, b) => COMPARE[filter.sort](a, b) || COMPARE.name(a, b) || a.serial - b.serial);
}

/** The sports the viewer holds cards of, by name. */
export function sportsOf(cards: readonly AthleteCard[]): Array<{ slug: string; name: string }> {
  const bySlug = new Map(cards.map((card) => [card.primary_sport.slug, card.primary_sport.name]));
  return [...bySlug]
    .map(([slug, label]) => ({ slug, name: label }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
