import type { AthleteCard, CreditsView } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { createAthleteQueries } from '../athletes/athletes.queries.ts';
import { creditBalance, recentLedgerEntries } from '../credits/credit-ledger.ts';
import { presentCard } from './cards.presenter.ts';
import { type CardRow, createCardQueries } from './cards.queries.ts';

export const CARD_NOT_FOUND = 'This card does not exist.';
export const NO_CARD_OF_ATHLETE = 'You have no card of this athlete.';
export const USER_NOT_FOUND = 'This user does not exist.';
export const LEDGER_ENTRIES_SHOWN = 20;

/** Reading athlete cards and the viewer's credits; `now` tells which listings are on sale. */
export function createCardService(db: Db, now: () => number = Date.now) {
  const cards = createCardQueries(db);
  const athletes = createAthleteQueries(db);

  /** Cards as the viewer sees them: their own owned_instances, and games_to_add on own cards. */
  async function present(rows: CardRow[], viewerId: number | null): Promise<AthleteCard[]> {
    const athleteIds = [...new Set(rows.map((r) => r.athlete.id))];
    const ownsAny = viewerId !== null && rows.some((r) => r.ownerId === viewerId);
    const [owned, balance] = await Promise.all([
      athletes.ownedCards(viewerId, athleteIds),
      ownsAny && viewerId !== null ? creditBalance(db, viewerId) : Promise.resolve(null),
    ]);
    return rows.map((row) => presentCard(row, owned, row.ownerId === viewerId ? balance : null));
  }

  return {
    async list(viewerId: number | null, username: string | undefined): Promise<AthleteCard[]> {
      let ownerId = viewerId;
      if (username !== undefined) {
        const found = await cards.userIdByUsername(username);
        if (found === undefined) throw notFound(USER_NOT_FOUND);
        ownerId = found;
      }
      if (ownerId === null) throw unauthorized();
      const rows = await cards.ofOwner(ownerId);
      const ids = rows.map((r) => r.id);
      const [presented, listings, playing] = await Promise.all([
        present(rows, viewerId),
        cards.listingsOf(ids, new Date(now())),
        cards.gamesInPlayOf(ids),
      ]);
      const listingOf = new Map(listings.map((l) => [l.cardId, l]));
      const gameOf = new Map<number, { game_id: number; game_name: string }>();
      for (const game of playing) {
        if (!gameOf.has(game.cardId))
          gameOf.set(game.cardId, { game_id: game.gameId, game_name: game.gameName });
      }
      // The team builder shows which cards are on the market and so cannot be picked; the
      // listing form shows which are in play and so cannot be listed.
      return presented.map((card) => {
        const listing = listingOf.get(card.card_instance_id);
        return {
          ...card,
          listing: listing
            ? { id: listing.id, price: listing.price, expires_at: listing.expiresAt.toISOString() }
            : null,
          in_play: gameOf.get(card.card_instance_id) ?? null,
        };
      });
    },

    async one(cardId: number, viewerId: number | null): Promise<AthleteCard> {
      const row = await cards.byId(cardId);
      if (!row) throw notFound(CARD_NOT_FOUND);
      const [card] = await present([row], viewerId);
      if (!card) throw notFound(CARD_NOT_FOUND);
      return card;
    },

    /** Cards in the order of `ids` (a draft's draw order); ids of cards that no longer exist are left out. */
    async inOrder(ids: readonly number[], viewerId: number | null): Promise<AthleteCard[]> {
      const byId = new Map((await cards.byIds(ids)).map((row) => [row.id, row]));
      return present(
        ids.flatMap((id) => byId.get(id) ?? []),
        viewerId,
      );
    },

    async primary(athleteId: number, viewerId: number): Promise<AthleteCard> {
      const row = await cards.bestOf(viewerId, athleteId);
      if (!row) throw notFound(NO_CARD_OF_ATHLETE);
      const [card] = await present([row], viewerId);
      if (!card) throw notFound(NO_CARD_OF_ATHLETE);
      return card;
    },

    async credits(userId: number): Promise<CreditsView> {
      const [balance, entries] = await Promise.all([
        creditBalance(db, userId),
        recentLedgerEntries(db, userId, LEDGER_ENTRIES_SHOWN),
      ]);
      return {
        balance,
        entries: entries.map((e) => ({
          id: e.id,
          amount: e.amount,
          reason: e.reason,
          reference: e.reference,
          balance_after: e.balanceAfter,
          created_at: e.createdAt.toISOString(),
        })),
        extension_cost_per_game: { ...DEFAULT_GAME_CONFIG.cards.extensionCostPerGame },
      };
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
