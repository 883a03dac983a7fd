import type { AdminDraft, AdminPoolEntry, OddsEntry, Simulation } from '@shred/contract';
import type { CardTier } from '@shred/game';

/** Odds from weights, with probabilities as the server computes them (weight ÷ their sum). */
export function oddsOf(weights: Partial<Record<CardTier, number>>): OddsEntry[] {
  const total = Object.values(weights).reduce((sum, w) => sum + (w ?? 0), 0);
  return (['common', 'rare', 'epic', 'legendary'] as const)
    .filter((tier) => weights[tier] !== undefined)
    .map((tier) => ({ tier, weight: weights[tier] ?? 0, probability: (weights[tier] ?? 0) / total }));
}

export function buildAdminDraft(overrides: Partial<AdminDraft> = {}): AdminDraft {
  return {
    sport: 'snowboarding',
    sport_name: 'Snowboarding',
    tier: 'common',
    price: 100,
    cards_per_draft: 3,
    odds: oddsOf({ common: 80, rare: 15, epic: 4, legendary: 1 }),
    on_sale: true,
    ...overrides,
  };
}

export function buildPoolEntry(overrides: Partial<AdminPoolEntry> = {}): AdminPoolEntry {
  return {
    sport: 'snowboarding',
    athlete_id: 7,
    weight: 100,
    slug: 'mia-brookes',
    first_name: 'Mia',
    last_name: 'Brookes',
    gender: 'W',
    avatar: null,
    nationality: { ioc: 'GBR' },
    aspi: 82.4,
    ...overrides,
  };
}

export const POOL: AdminPoolEntry[] = [
  buildPoolEntry({ athlete_id: 7, weight: 300, first_name: 'Mia', last_name: 'Brookes' }),
  buildPoolEntry({
    athlete_id: 8,
    weight: 100,
    slug: 'marcus-kleveland',
    first_name: 'Marcus',
    last_name: 'Kleveland',
    gender: 'M',
    nationality: { ioc: 'NOR' },
    aspi: 79.1,
  }),
];

export function buildSimulation(overrides: Partial<Simulation> = {}): Simulation {
  return {
    openings: 1000,
    tiers: { common: 2430, rare: 441, epic: 99, legendary: 30 },
    athletes: [
      { athlete_id: 7, count: 2280 },
      { athlete_id: 8, count: 720 },
    ],
    odds: oddsOf({ common: 80, rare: 15, epic: 4, legendary: 1 }),
    pool: [
      { athlete_id: 7, weight: 300 },
      { athlete_id: 8, weight: 100 },
    ],
    ...overrides,
  };
}
