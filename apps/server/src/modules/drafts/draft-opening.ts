import type { OpenDraftBody, OpenedDraft } from '@shred/contract';
import { DEFAULT_GAME_CONFIG, drawDraft, formatCount, type TierWeight, tierRank } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { mintCard } from '../cards/card-mint.ts';
import { createCardService } from '../cards/cards.service.ts';
import { moveCredits } from '../credits/credit-ledger.ts';
import { CARDS_PER_DRAFT } from './drafts.presenter.ts';
import {
  createDraftQueries,
  type DraftConfigRow,
  type DraftQueries,
  type PoolAthleteRow,
  type PoolRow,
} from './drafts.queries.ts';
import { takeNonce } from './seed-pairs.ts';

const draftNotOnSale = (sport: string, tier: string) =>
  notFound(`There is no ${tier} ${sport} draft on sale.`);

const creditsShort = (price: number, balance: number) =>
  conflict(
    `Not enough credits: this draft costs ${formatCount(price)} credits and your balance is ${formatCount(balance)}.`,
  );

/** A draft a player can open now, with its sport's pool as `poolOf` reads it; a draft off sale or with nothing to draw is not found. */
async function onSale<Row>(
  db: Db,
  key: OpenDraftBody,
  poolOf: (queries: DraftQueries, sportId: number) => Promise<Row[]>,
): Promise<{ config: DraftConfigRow; pool: Row[] }> {
  const queries = createDraftQueries(db);
  const config = await queries.config(key.sport, key.tier);
  if (!config?.onSale) throw draftNotOnSale(key.sport, key.tier);
  const pool = await poolOf(queries, config.sportId);
  if (pool.length === 0) throw draftNotOnSale(key.sport, key.tier);
  return { config, pool };
}

/** A draft on sale with its pool as the draw reads it. */
const draftOnSale = (db: Db, key: OpenDraftBody) =>
  onSale<PoolRow>(db, key, (queries, sportId) => queries.pool(sportId));

/** A draft on sale with its pool's athletes, as players see it. */
export const draftOnSaleWithAthletes = (db: Db, key: OpenDraftBody) =>
  onSale<PoolAthleteRow>(db, key, (queries, sportId) => queries.poolAthletes(sportId));

/** The odds as the draw reads and the proof keeps them: tiers it gives, in tier order. */
const drawnOdds = (odds: readonly TierWeight[]): TierWeight[] =>
  odds.filter((o) => o.weight > 0).sort((a, b) => tierRank(a.tier) - tierRank(b.tier));

/**
 * Open a draft inside the caller's transaction (GAME.md "Economy"): take the next nonce of the
 * player's seed pair (which queues the player's openings), spend the price, draw provably fairly,
 * mint the cards and keep the opening with the odds and pool it was drawn from. A short balance
 * throws before anything is written, and the caller's rollback undoes the nonce.
 */
export async function openDraft(
  tx: Db,
  input: { userId: number; draft: OpenDraftBody; today: string },
): Promise<OpenedDraft> {
  const { userId } = input;
  const queries = createDraftQueries(tx);
  const { config, pool } = await draftOnSale(tx, input.draft);
  const pair = await takeNonce(tx, userId);
  const openingId = await queries.nextOpeningId();
  const spent = await moveCredits(tx, {
    userId,
    amount: -config.price,
    reason: 'draft',
    reference: `draft:${openingId}`,
  });
  if (!spent.moved) throw creditsShort(config.price, spent.balance);

  const odds = drawnOdds(config.odds);
  const drawn = drawDraft({
    serverSeed: pair.serverSeed,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    cardsPerDraft: CARDS_PER_DRAFT,
    odds,
    pool,
  });
  const season = (await queries.currentSeason(input.today)) ?? input.today.slice(0, 4);
  // Minted in athlete × tier order: each mint locks its series, and two openings taking the
  // same series in opposite orders would deadlock. The opening keeps the draw order.
  const mintOrder = drawn
    .map((card, drawIndex) => ({ ...card, drawIndex }))
    .sort((a, b) => a.athleteId - b.athleteId || tierRank(a.tier) - tierRank(b.tier));
  const cardIds = new Array<number>(drawn.length);
  for (const card of mintOrder) {
    cardIds[card.drawIndex] = await mintCard(tx, {
      athleteId: card.athleteId,
      tier: card.tier,
      season,
      ownerId: userId,
      contractGamesLeft: DEFAULT_GAME_CONFIG.cards.newContractGames,
    });
  }
  await queries.insertOpening({
    id: openingId,
    userId,
    sportId: config.sportId,
    tier: config.tier,
    price: config.price,
    odds,
    pool: pool.map((p) => ({ athlete_id: p.athleteId, weight: p.weight })),
    seedPairId: pair.id,
    nonce: pair.nonce,
    cardIds,
  });
  return {
    id: openingId,
    sport: config.sport,
    tier: config.tier,
    price: config.price,
    cards: await createCardService(tx).inOrder(cardIds, userId),
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
    nonce: pair.nonce,
    balance: spent.balance,
  };
}
