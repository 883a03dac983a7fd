import {
  type AthleteMarket,
  type CreateAlertBody,
  type CreateListingBody,
  type Listing,
  type ListingPage,
  type ListingQuery,
  type ListPageQuery,
  MARKET_ALERTS_MAX,
  type MarketAlert,
  type MarketAlertPage,
  type MyListingsQuery,
  type PricePoint,
  type PurchasedListing,
} from '@shred/contract';
import { formatCount } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { type Answer, claimIdempotencyKey, rememberIdempotentAnswer } from '../../platform/idempotency.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { createCardService } from '../cards/cards.service.ts';
import { createListing } from './listing-create.ts';
import { buyListing, LISTING_NOT_FOUND, notForSale } from './listing-sale.ts';
import { presentAlert, presentAthleteMarket, presentListing, presentPricePoint } from './market.presenter.ts';
import { createMarketQueries, type ListingWithNames, type Paging } from './market.queries.ts';

export const ATHLETE_NOT_FOUND = 'There is no athlete with this id.';
export const ALERT_NOT_FOUND = 'You have no price alert with this id.';
export const NOT_YOUR_LISTING = 'This listing is not yours: only its seller can cancel it.';
export const TOO_MANY_ALERTS = `You keep at most ${formatCount(MARKET_ALERTS_MAX)} price alerts: remove one to set another.`;

const pagingOf = (query: ListPageQuery): Paging => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});
const pageOf = <T>(query: ListPageQuery, count: number, results: T[]) => ({
  count,
  next: query.page * query.page_size < count ? query.page + 1 : null,
  results,
});

/** The player-to-player market (GAME.md "Economy", INTERFACE.md "Market"). */
export function createMarketService(deps: { db: Db; staleReads: StaleReads; now: () => number }) {
  const { db, staleReads, now } = deps;
  const queries = createMarketQueries(db);

  /** Listings with their cards, the cards of the whole page fetched at once. */
  async function withCards(
    tx: Db,
    rows: readonly ListingWithNames[],
    viewerId: number | null,
    at: Date,
  ): Promise<Listing[]> {
    const cards = await createCardService(tx, now).inOrder(
      rows.map((r) => r.listing.cardInstanceId),
      viewerId,
    );
    const byId = new Map(cards.map((card) => [card.card_instance_id, card]));
    return rows.flatMap((row) => {
      const card = byId.get(row.listing.cardInstanceId);
      return card ? [presentListing(row, card, at)] : [];
    });
  }

  async function one(tx: Db, id: number, viewerId: number | null, at: Date): Promise<Listing> {
    const row = await createMarketQueries(tx).listing(id);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    const [listing] = await withCards(tx, [row], viewerId, at);
    if (!listing) throw notFound(LISTING_NOT_FOUND);
    return listing;
  }

  return {
    async search(query: ListingQuery, viewerId: number | null): Promise<ListingPage> {
      const empty = pageOf(query, 0, []);
      let sportId: number | undefined;
      if (query.sport !== undefined) {
        sportId = await queries.sportId(query.sport);
        if (sportId === undefined) return empty;
      }
      let athleteIds: number[] | undefined = query.athlete_id === undefined ? undefined : [query.athlete_id];
      if (query.q) {
        const named = await queries.athleteIdsNamed(query.q);
        athleteIds = athleteIds ? athleteIds.filter((id) => named.includes(id)) : named;
      }
      if (athleteIds?.length === 0) return empty;
      const at = new Date(now());
      const { count, rows } = await queries.search(
        {
          at,
          sportId,
          tier: query.tier,
          athleteIds,
          minPrice: query.min_price,
          maxPrice: query.max_price,
          sort: query.sort,
        },
        pagingOf(query),
      );
      return pageOf(query, count, await withCards(db, rows, viewerId, at));
    },

    async mine(userId: number, query: MyListingsQuery): Promise<ListingPage> {
      const at = new Date(now());
      const { count, rows } = await queries.ofSeller(userId, query.status, at, pagingOf(query));
      return pageOf(query, count, await withCards(db, rows, userId, at));
    },

    listing: (id: number, viewerId: number | null): Promise<Listing> =>
      one(db, id, viewerId, new Date(now())),

    /** List one of the caller's cards; matching price alerts fire in the same transaction. */
    create(userId: number, body: CreateListingBody): Promise<Listing> {
      const at = new Date(now());
      return staleReads.transaction(db, async (tx, stale) => {
        // The card's answers now show its listing.
        stale(readTags.user(userId));
        const listing = await createListing(tx, {
          cardId: body.card_instance_id,
          sellerId: userId,
          body,
          at,
        });
        return one(tx, listing.id, userId, at);
      });
    },

    /** Only the seller, only while the listing is on sale: one conditional update. */
    cancel(userId: number, id: number): Promise<undefined> {
      const at = new Date(now());
      return staleReads.transaction(db, async (tx, stale) => {
        const q = createMarketQueries(tx);
        if (await q.cancel(id, userId, at)) {
          stale(readTags.user(userId));
          return undefined;
        }
        const listing = await q.bareListing(id);
        if (!listing) throw notFound(LISTING_NOT_FOUND);
        if (listing.sellerId !== userId) throw forbidden(NOT_YOUR_LISTING);
        throw conflict(notForSale(listing, at) ?? 'This listing is no longer on sale.');
      });
    },

    /**
     * One transaction: the Idempotency-Key's claim, the sale, and the answer remembered for
     * repeats. A repeat gets the first answer back and buys nothing.
     */
    buy(buyerId: number, listingId: number, key: string | null): Promise<Answer<PurchasedListing>> {
      const at = new Date(now());
      return staleReads.transaction(db, async (tx, stale) => {
        const claimed = key
          ? await claimIdempotencyKey(tx, {
              userId: buyerId,
              key,
              route: 'marketListingBuy',
              request: { listing_id: listingId },
            })
          : null;
        if (claimed && 'replay' in claimed) return claimed.replay as Answer<PurchasedListing>;
        const { listing, balance } = await buyListing(tx, { listingId, buyerId, at });
        // The card and credits of both sides moved.
        stale(readTags.user(buyerId));
        if (listing.sellerId !== null) stale(readTags.user(listing.sellerId));
        const [card] = await createCardService(tx, now).inOrder([listing.cardInstanceId], buyerId);
        if (!card) throw new Error(`Listing ${listing.id} sold a card that does not exist`);
        const answer = {
          status: 200,
          body: { listing_id: listing.id, price: listing.price, card, balance },
        };
        if (claimed) await rememberIdempotentAnswer(tx, claimed.claimed, answer);
        return answer;
      });
    },

    async alerts(userId: number, query: ListPageQuery): Promise<MarketAlertPage> {
      const { count, rows } = await queries.alertsOf(userId, pagingOf(query));
      return pageOf(query, count, rows.map(presentAlert));
    },

    createAlert(userId: number, body: CreateAlertBody): Promise<MarketAlert> {
      const at = new Date(now());
      return db.transaction(async (tx) => {
        const q = createMarketQueries(tx);
        if (!(await q.athleteExists(body.athlete_id))) throw notFound(ATHLETE_NOT_FOUND);
        await q.lockUser(userId);
        if ((await q.alertCount(userId)) >= MARKET_ALERTS_MAX) throw conflict(TOO_MANY_ALERTS);
        const id = await q.insertAlert({
          userId,
          athleteId: body.athlete_id,
          tier: body.tier ?? null,
          maxPrice: body.max_price,
          createdAt: at,
        });
        const row = await q.alert(id);
        if (!row) throw new Error(`Alert ${id} vanished in its own transaction`);
        return presentAlert(row);
      });
    },

    async deleteAlert(userId: number, id: number): Promise<undefined> {
      if (!(await queries.deleteAlert(id, userId))) throw notFound(ALERT_NOT_FOUND);
      return undefined;
    },

    async athlete(athleteId: number): Promise<AthleteMarket> {
      if (!(await queries.athleteExists(athleteId))) throw notFound(ATHLETE_NOT_FOUND);
      const [asks, sales] = await Promise.all([
        queries.asks(athleteId, new Date(now())),
        queries.salesByTier(athleteId),
      ]);
      return presentAthleteMarket(athleteId, asks, sales);
    },

    async prices(athleteId: number): Promise<PricePoint[]> {
      if (!(await queries.athleteExists(athleteId))) throw notFound(ATHLETE_NOT_FOUND);
      return (await queries.sales(athleteId)).map(presentPricePoint);
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
