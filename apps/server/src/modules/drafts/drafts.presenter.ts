import type {
  AdminDraft,
  AdminPoolEntry,
  AthleteCard,
  Draft,
  DraftOpening,
  OddsEntry,
  PoolAthlete,
  PoolEntry,
} from '@shred/contract';
import { DEFAULT_GAME_CONFIG, type TierWeight, tierRank } from '@shred/game';
import type { DraftConfigRow, OpeningWithProof, PoolAthleteRow, PoolRow } from './drafts.queries.ts';

export const CARDS_PER_DRAFT = DEFAULT_GAME_CONFIG.drafts.cardsPerOpening;

/** Published odds: tiers a draft gives, in tier order, each with weight ÷ the sum. */
export function presentOdds(odds: readonly TierWeight[]): OddsEntry[] {
  const given = odds.filter((o) => o.weight > 0).sort((a, b) => tierRank(a.tier) - tierRank(b.tier));
  const total = given.reduce((sum, o) => sum + o.weight, 0);
  return given.map((o) => ({ tier: o.tier, weight: o.weight, probability: o.weight / total }));
}

export const presentPool = (pool: readonly PoolRow[]): PoolEntry[] =>
  pool.map((p) => ({ athlete_id: p.athleteId, weight: p.weight }));

export const presentPoolAthlete = (row: PoolAthleteRow): PoolAthlete => ({
  athlete_id: row.athleteId,
  weight: row.weight,
  slug: row.slug,
  first_name: row.firstName,
  last_name: row.lastName,
  gender: row.gender,
  avatar: row.avatar,
  nationality: { ioc: row.nationality },
  aspi: row.aspi,
});

export const presentAdminPoolEntry = (row: PoolAthleteRow): AdminPoolEntry => ({
  sport: row.sport,
  ...presentPoolAthlete(row),
});

export const presentDraft = (config: DraftConfigRow): Draft => ({
  sport: config.sport,
  tier: config.tier,
  price: config.price,
  cards_per_draft: CARDS_PER_DRAFT,
  odds: presentOdds(config.odds),
});

export const presentAdminDraft = (config: DraftConfigRow): AdminDraft => ({
  ...presentDraft(config),
  on_sale: config.onSale,
  sport_name: config.sportName,
});

/** A past opening with its proof; `cards` are the minted cards in draw order. */
export const presentOpening = (row: OpeningWithProof, cards: AthleteCard[]): DraftOpening => ({
  id: row.id,
  sport: row.sport,
  tier: row.tier,
  price: row.price,
  cards,
  odds: presentOdds(row.odds),
  pool: row.pool,
  server_seed_hash: row.serverSeedHash,
  client_seed: row.clientSeed,
  nonce: row.nonce,
  server_seed: row.serverSeed,
  created_at: row.createdAt.toISOString(),
});
