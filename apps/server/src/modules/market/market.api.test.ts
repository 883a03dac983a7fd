import {
  type AthleteCard,
  type AthleteMarket,
  HOUSE_SELLER_NAME,
  type Listing,
  type ListingPage,
  MARKET_ALERTS_MAX,
  type MarketAlert,
  type MarketAlertPage,
  type PricePoint,
  type PurchasedListing,
} from '@shred/contract';
import { type CardTier, marketFee, sellerProceeds } from '@shred/game';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardInstances,
  creditBalances,
  fantasyGames,
  marketAlerts,
  marketListings,
  notifications,
} from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, giveCards, teamBody } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { auditLedger } from '../credits/ledger-audit.ts';
import { grantCredits } from '../events/game.fixtures.ts';
import { createListing } from './listing-create.ts';
import { expireListings } from './listing-expiry.ts';

const DAY_MS = 86_400_000;

let t: TestApp;
let game: GameFixture;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 10 });
  [seller, buyer, stranger] = [await newUser(t.app), await newUser(t.app), await newUser(t.app)];
  await grantCredits(t.database.db, buyer.id, 10_000);
  await grantCredits(t.database.db, stranger.id, 10_000);
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who: TestUser | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...(who?.auth ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const athlete = (index: number) => game.athletes[index]?.id ?? 0;
const list = (who: TestUser, card: number, price: number, duration_days = 3) =>
  api('POST', 'market/listings/', who, { card_instance_id: card, price, duration_days });
async function listed(who: TestUser, card: number, price: number, days = 3): Promise<Listing> {
  const res = await list(who, card, price, days);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Listing>();
}
const buy = (who: TestUser, id: number, key?: string) =>
  api('POST', `market/listings/${id}/buy/`, who, undefined, key ? { 'idempotency-key': key } : {});
async function cardOf(owner: TestUser, index: number, tier: CardTier = 'common'): Promise<number> {
  const [id] = await giveCards(t.database.db, owner.id, [athlete(index)], { tier });
  return id ?? 0;
}

async function signIn(user: TestUser): Promise<{ authorization: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/',
    payload: { email: user.email, password: user.password },
  });
  return { authorization: `Bearer ${res.json<{ access: string }>().access}` };
}

/** What a refused call must leave as it was: balances, card owners and every listing row. */
async function world(userIds: number[], cardIds: number[]) {
  const db = t.database.db;
  return {
    balances: await db
      .select()
      .from(creditBalances)
      .where(inArray(creditBalances.userId, userIds))
      .orderBy(asc(creditBalances.userId)),
    owners: await db
      .select({ id: cardInstances.id, owner: cardInstances.ownerId })
      .from(cardInstances)
      .where(inArray(cardInstances.id, cardIds))
      .orderBy(asc(cardInstances.id)),
    listings: await db.select().from(marketListings).orderBy(asc(marketListings.id)),
    ledger: await auditLedger(db),
  };
}
const notificationsOf = (userId: number, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(asc(notifications.id));

describe('listing a card (issue 14.1, R1.25)', () => {
  it('lists an owned card for 1–7 days with its fee, what the seller receives and its expiry', async () => {
    const card = await cardOf(seller, 0, 'rare');
    const listing = await listed(seller, card, 157, 2);
    expect(listing).toMatchObject({
      price: 157,
      fee: marketFee(157),
      seller_receives: sellerProceeds(157),
      seller_username: seller.username,
      is_house: false,
      status: 'active',
      closed_at: null,
      buyer_username: null,
      card: { card_instance_id: card, tier: 'rare', id: athlete(0), owner: { id: seller.id } },
    });
    expect(listing.fee).toBe(7);
    expect(Date.parse(listing.expires_at) - Date.parse(listing.created_at)).toBe(2 * DAY_MS);
    const one = await api('GET', `market/listings/${listing.id}/`, null);
    expect(one.statusCode).toBe(200);
    expect(one.json<Listing>()).toMatchObject({ id: listing.id, status: 'active', price: 157 });
    expect((await api('GET', 'market/listings/999999/', null)).statusCode).toBe(404);
  });

  it('refuses a price of 0, negative or fractional, and a duration outside 1–7 days, with a 400 and nothing listed', async () => {
    const card = await cardOf(seller, 1);
    const before = await world([seller.id], [card]);
    for (const [price, days, field] of [
      [0, 3, 'price'],
      [-5, 3, 'price'],
      [12.5, 3, 'price'],
      [10, 0, 'duration_days'],
      [10, 8, 'duration_days'],
      [10, 1.5, 'duration_days'],
    ] as const) {
      const res = await list(seller, card, price, days);
      expect(res.statusCode, `${price} for ${days} days`).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    expect(await world([seller.id], [card])).toEqual(before);
  });

  it('refuses a card that is not yours (409), an unknown card (404) and a card already listed (409)', async () => {
    const card = await cardOf(seller, 1);
    const theirs = await cardOf(stranger, 1);
    await listed(seller, card, 40);
    const before = await world([seller.id, stranger.id], [card, theirs]);
    const notYours = await list(seller, theirs, 40);
    expect(notYours.statusCode).toBe(409);
    expect(notYours.json().detail).toBe('This card is not yours to list.');
    expect((await list(seller, 99_999_999, 40)).statusCode).toBe(404);
    const again = await list(seller, card, 50);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already listed/);
    expect(await world([seller.id, stranger.id], [card, theirs])).toEqual(before);
  });
});

describe('searching the market (issue 14.1, R1.25)', () => {
  let cheap: Listing;
  let dear: Listing;
  let epic: Listing;
  let house: number;
  let viewer: TestUser;
  let other: GameFixture;
  beforeAll(async () => {
    viewer = await newUser(t.app);
    other = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 2 });
    const mine = await newUser(t.app);
    cheap = await listed(mine, await cardOf(mine, 5), 11);
    dear = await listed(mine, await cardOf(mine, 5), 900);
    epic = await listed(
      mine,
      (await giveCards(t.database.db, mine.id, [other.athletes[0]?.id ?? 0], { tier: 'epic' }))[0] ?? 0,
      300,
    );
    const [pool] = await giveCards(t.database.db, mine.id, [other.athletes[1]?.id ?? 0], { tier: 'rare' });
    await t.database.db
      .update(cardInstances)
      .set({ ownerId: null })
      .where(eq(cardInstances.id, pool ?? 0));
    const row = await t.database.db.transaction((tx) =>
      createListing(tx, {
        cardId: pool ?? 0,
        sellerId: null,
        body: { price: 120, duration_days: 3 },
        at: new Date(t.clock.now()),
      }),
    );
    house = row.id;
  });
  const search = async (query: string) => {
    const res = await api('GET', `market/listings/?page_size=100&${query}`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListingPage>();
  };
  const ids = (page: ListingPage) => page.results.map((l) => l.id);

  it('filters by sport, tier, athlete, name and price, and sorts by price either way or newest', async () => {
    expect(ids(await search(`sport=${other.sportSlug}`))).toEqual([house, epic.id]);
    expect(ids(await search(`sport=${other.sportSlug}&tier=epic`))).toEqual([epic.id]);
    expect(ids(await search(`athlete_id=${athlete(5)}&sort=price`))).toEqual([cheap.id, dear.id]);
    expect(ids(await search(`athlete_id=${athlete(5)}&sort=-price`))).toEqual([dear.id, cheap.id]);
    expect(ids(await search(`athlete_id=${athlete(5)}&min_price=12`))).toEqual([dear.id]);
    expect(ids(await search(`athlete_id=${athlete(5)}&max_price=11`))).toEqual([cheap.id]);
    const name = `${cheap.card.first_name} ${cheap.card.last_name}`.toUpperCase();
    expect(ids(await search(`q=${encodeURIComponent(name)}`))).toEqual([dear.id, cheap.id]);
    expect(ids(await search(`q=nobody-is-called-this`))).toEqual([]);
    expect(ids(await search('sport=no-such-sport'))).toEqual([]);
    const all = await search('sort=price');
    const prices = all.results.map((l) => l.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages the results with count and next', async () => {
    const first = await api('GET', `market/listings/?sport=${other.sportSlug}&page_size=1&sort=price`, null);
    expect(first.json<ListingPage>()).toMatchObject({ count: 2, next: 2, results: [{ id: house }] });
    const second = await api(
      'GET',
      `market/listings/?sport=${other.sportSlug}&page_size=1&page=2&sort=price`,
      null,
    );
    expect(second.json<ListingPage>()).toMatchObject({ count: 2, next: null, results: [{ id: epic.id }] });
  });

  it('shows the house’s listings under the house’s name, flagged as the house’s', async () => {
    const page = await search(`sport=${other.sportSlug}&tier=rare`);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ id: house, seller_username: HOUSE_SELLER_NAME, is_house: true });
  });

  it('refuses a bad tier, sort or price in the query with a 400', async () => {
    for (const query of ['tier=mythic', 'sort=cheapest', 'min_price=0', 'max_price=1.5', 'athlete_id=-1']) {
      expect((await api('GET', `market/listings/?${query}`, null)).statusCode, query).toBe(400);
    }
  });
});

describe('buying a listing (issue 14.1, R1.25)', () => {
  it('moves the card, the price from the buyer, the price less the fee to the seller and burns the fee, in one go', async () => {
    const card = await cardOf(seller, 2, 'epic');
    const listing = await listed(seller, card, 400);
    const [buyerBefore, sellerBefore] = [
      await creditBalance(t.database.db, buyer.id),
      await creditBalance(t.database.db, seller.id),
    ];
    const res = await buy(buyer, listing.id);
    expect(res.statusCode, res.body).toBe(200);
    const bought = res.json<PurchasedListing>();
    expect(bought).toMatchObject({
      listing_id: listing.id,
      price: 400,
      balance: buyerBefore - 400,
      card: { card_instance_id: card, owner: { id: buyer.id, username: buyer.username } },
    });
    expect(await creditBalance(t.database.db, buyer.id)).toBe(buyerBefore - 400);
    expect(await creditBalance(t.database.db, seller.id)).toBe(sellerBefore + 380);
    expect(await auditLedger(t.database.db)).toEqual([]);
    const after = (await api('GET', `market/listings/${listing.id}/`, seller)).json<Listing>();
    expect(after).toMatchObject({ status: 'sold', buyer_username: buyer.username });
    expect(after.closed_at).not.toBeNull();
    const sold = await notificationsOf(seller.id, 'MARKET_LISTING_SOLD');
    expect(sold.at(-1)).toMatchObject({ category: 'market', body: expect.stringContaining('400 credits') });
  });

  it('refuses your own listing, a sold, cancelled or expired listing, short credits and an unknown listing: a clear 4xx and nothing moves', async () => {
    const poor = await newUser(t.app);
    await grantCredits(t.database.db, poor.id, 10);
    const cards = [
      await cardOf(seller, 3),
      await cardOf(seller, 3),
      await cardOf(seller, 3),
      await cardOf(seller, 3),
    ];
    const own = await listed(seller, cards[0] ?? 0, 50);
    const sold = await listed(seller, cards[1] ?? 0, 50);
    expect((await buy(stranger, sold.id)).statusCode).toBe(200);
    const cancelled = await listed(seller, cards[2] ?? 0, 50);
    expect((await api('DELETE', `market/listings/${cancelled.id}/`, seller)).statusCode).toBe(204);
    const expiring = await listed(seller, cards[3] ?? 0, 50, 1);
    const users = [seller.id, buyer.id, stranger.id, poor.id];

    const before = await world(users, cards);
    const refusals: Array<[TestUser, number, number, RegExp]> = [
      [seller, own.id, 409, /your own listing/],
      [buyer, sold.id, 409, /already been sold/],
      [buyer, cancelled.id, 409, /cancelled/],
      [poor, own.id, 409, /Not enough credits: this card costs 50 credits and your balance is 10/],
      [buyer, 99_999_999, 404, /no listing/],
    ];
    for (const [who, id, status, detail] of refusals) {
      const res = await buy(who, id);
      expect(res.statusCode, detail.source).toBe(status);
      expect(res.json().detail).toMatch(detail);
    }
    expect(await world(users, cards)).toEqual(before);

    t.clock.advance(DAY_MS + 1000);
    const expired = await buy(buyer, expiring.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toBe('This listing has expired.');
    expect(await world(users, cards)).toEqual(before);
  });

  it('answers a repeated Idempotency-Key with the first purchase and buys once; the key on another listing is refused', async () => {
    const first = await listed(seller, await cardOf(seller, 4), 90);
    const second = await listed(seller, await cardOf(seller, 4), 95);
    const balance = await creditBalance(t.database.db, buyer.id);
    const once = await buy(buyer, first.id, 'buy-once');
    const twice = await buy(buyer, first.id, 'buy-once');
    expect(once.statusCode).toBe(200);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(once.json());
    expect(await creditBalance(t.database.db, buyer.id)).toBe(balance - 90);
    const reused = await buy(buyer, second.id, 'buy-once');
    expect(reused.statusCode).toBe(422);
    const [row] = await t.database.db.select().from(marketListings).where(eq(marketListings.id, second.id));
    expect(row?.status).toBe('active');
  });
});

describe('cancelling and my listings (issue 14.1, R1.25)', () => {
  it('lets only the seller cancel, only while active: 403 for another, 404 unknown, 409 once closed', async () => {
    const listing = await listed(seller, await cardOf(seller, 6), 70);
    const notYours = await api('DELETE', `market/listings/${listing.id}/`, stranger);
    expect(notYours.statusCode).toBe(403);
    expect((await api('DELETE', 'market/listings/99999999/', seller)).statusCode).toBe(404);
    expect((await api('DELETE', `market/listings/${listing.id}/`, seller)).statusCode).toBe(204);
    const again = await api('DELETE', `market/listings/${listing.id}/`, seller);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/cancelled/);
    const sold = await listed(seller, await cardOf(seller, 6), 70);
    await buy(buyer, sold.id);
    expect((await api('DELETE', `market/listings/${sold.id}/`, seller)).statusCode).toBe(409);
  });

  it('lists the caller’s listings newest first, every status or one, an active one past its expiry as expired', async () => {
    const me = await newUser(t.app);
    const active = await listed(me, await cardOf(me, 7), 30, 7);
    const lapsing = await listed(me, await cardOf(me, 7), 31, 1);
    const cancelled = await listed(me, await cardOf(me, 7), 32, 7);
    await api('DELETE', `market/listings/${cancelled.id}/`, me);
    const sold = await listed(me, await cardOf(me, 7), 33, 7);
    await buy(buyer, sold.id);
    t.clock.advance(DAY_MS + 1000);
    const mine = async (status = '') =>
      (await api('GET', `market/listings/mine/${status ? `?status=${status}` : ''}`, me)).json<ListingPage>();
    const all = await mine();
    expect(all.results.map((l) => [l.id, l.status])).toEqual([
      [sold.id, 'sold'],
      [cancelled.id, 'cancelled'],
      [lapsing.id, 'expired'],
      [active.id, 'active'],
    ]);
    expect(all.results[2]?.closed_at).toBe(lapsing.expires_at);
    expect((await mine('active')).results.map((l) => l.id)).toEqual([active.id]);
    expect((await mine('expired')).results.map((l) => l.id)).toEqual([lapsing.id]);
    expect((await mine('sold')).results).toMatchObject([{ id: sold.id, buyer_username: buyer.username }]);
    expect((await api('GET', 'market/listings/mine/?status=gone', me)).statusCode).toBe(400);
    expect((await api('GET', 'market/listings/mine/', null)).statusCode).toBe(401);
  });
});

describe('price alerts (issue 14.3, R1.25)', () => {
  it('creates, lists and deletes an alert with its athlete; refuses an unknown athlete (404) and another’s alert (404)', async () => {
    const me = await newUser(t.app);
    const res = await api('POST', 'market/alerts/', me, {
      athlete_id: athlete(8),
      tier: 'rare',
      max_price: 100,
    });
    expect(res.statusCode, res.body).toBe(201);
    const alert = res.json<MarketAlert>();
    expect(alert).toMatchObject({
      athlete_id: athlete(8),
      athlete: { id: athlete(8), slug: game.athletes[8]?.slug },
      tier: 'rare',
      max_price: 100,
      fired_count: 0,
      last_fired_at: null,
    });
    const anyTier = (
      await api('POST', 'market/alerts/', me, { athlete_id: athlete(8), max_price: 5 })
    ).json<MarketAlert>();
    expect(anyTier.tier).toBeNull();
    const page = (await api('GET', 'market/alerts/', me)).json<MarketAlertPage>();
    expect(page).toMatchObject({ count: 2, next: null });
    expect(page.results.map((a) => a.id)).toEqual([anyTier.id, alert.id]);
    expect(
      (await api('POST', 'market/alerts/', me, { athlete_id: 99_999_999, max_price: 5 })).statusCode,
    ).toBe(404);
    expect(
      (await api('POST', 'market/alerts/', me, { athlete_id: athlete(8), max_price: 0 })).statusCode,
    ).toBe(400);
    expect((await api('DELETE', `market/alerts/${alert.id}/`, stranger)).statusCode).toBe(404);
    expect((await api('DELETE', `market/alerts/${alert.id}/`, me)).statusCode).toBe(204);
    expect((await api('DELETE', `market/alerts/${alert.id}/`, me)).statusCode).toBe(404);
    expect((await api('GET', 'market/alerts/', me)).json<MarketAlertPage>().count).toBe(1);
  });

  it(`refuses more than ${MARKET_ALERTS_MAX} alerts with a 409`, async () => {
    const me = await newUser(t.app);
    await t.database.db.insert(marketAlerts).values(
      Array.from({ length: MARKET_ALERTS_MAX }, () => ({
        userId: me.id,
        athleteId: athlete(8),
        maxPrice: 10,
      })),
    );
    const res = await api('POST', 'market/alerts/', me, { athlete_id: athlete(8), max_price: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/at most 50 price alerts/);
  });

  it('fires at once for a matching listing (notification and fired_count), not above the price, another tier or for the seller', async () => {
    const watcher = await newUser(t.app);
    const lister = await newUser(t.app);
    const make = (body: object, who = watcher) => api('POST', 'market/alerts/', who, body);
    const rare = (await make({ athlete_id: athlete(9), tier: 'rare', max_price: 100 })).json<MarketAlert>();
    const epicOnly = (
      await make({ athlete_id: athlete(9), tier: 'epic', max_price: 1000 })
    ).json<MarketAlert>();
    await make({ athlete_id: athlete(9), max_price: 1000 }, lister);

    await listed(lister, await cardOf(lister, 9, 'rare'), 150);
    expect(await notificationsOf(watcher.id, 'MARKET_ALERT')).toHaveLength(0);
    const match = await listed(lister, await cardOf(lister, 9, 'rare'), 100);
    const fired = await notificationsOf(watcher.id, 'MARKET_ALERT');
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({
      category: 'market',
      target: `/manager/market/listings?listing=${match.id}`,
      body: expect.stringContaining('100 credits'),
    });
    expect(await notificationsOf(lister.id, 'MARKET_ALERT')).toHaveLength(0);
    const alerts = (await api('GET', 'market/alerts/', watcher)).json<MarketAlertPage>().results;
    expect(alerts.find((a) => a.id === rare.id)).toMatchObject({
      fired_count: 1,
      last_fired_at: match.created_at,
    });
    expect(alerts.find((a) => a.id === epicOnly.id)).toMatchObject({ fired_count: 0, last_fired_at: null });
  });
});

describe('an athlete’s market and price history (issue 14.4, R1.25)', () => {
  it('gives every tier, common first, with last sale, lowest ask, listings and sales; prices oldest first', async () => {
    const fixture = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 1 });
    const id = fixture.athletes[0]?.id ?? 0;
    const [a, b, c] = await giveCards(t.database.db, seller.id, [id, id, id], { tier: 'rare' });
    const first = await listed(seller, a ?? 0, 60);
    await buy(buyer, first.id);
    t.clock.advance(60_000);
    const second = await listed(seller, b ?? 0, 80);
    await buy(buyer, second.id);
    await listed(seller, c ?? 0, 75);
    const market = await api('GET', `market/athletes/${id}/`, null);
    expect(market.statusCode).toBe(200);
    const body = market.json<AthleteMarket>();
    expect(body.tiers.map((tier) => tier.tier)).toEqual(['common', 'rare', 'epic', 'legendary']);
    expect(body.tiers[0]).toEqual({
      tier: 'common',
      last_sale: null,
      lowest_ask: null,
      listings: 0,
      sales: 0,
    });
    expect(body.tiers[1]).toMatchObject({
      tier: 'rare',
      last_sale: { price: 80 },
      lowest_ask: 75,
      listings: 1,
      sales: 2,
    });
    const prices = (await api('GET', `market/athletes/${id}/prices/`, null)).json<PricePoint[]>();
    expect(prices.map((p) => [p.price, p.tier])).toEqual([
      [60, 'rare'],
      [80, 'rare'],
    ]);
    expect(Date.parse(prices[0]?.sold_at ?? '')).toBeLessThan(Date.parse(prices[1]?.sold_at ?? ''));
    expect(body.tiers[1]?.last_sale?.sold_at).toBe(prices[1]?.sold_at);
    expect((await api('GET', 'market/athletes/99999999/', null)).statusCode).toBe(404);
    expect((await api('GET', 'market/athletes/99999999/prices/', null)).statusCode).toBe(404);
  });
});

describe('listings expire on schedule (issue 14.1, R1.25)', () => {
  it('turns listings past their expiry into expired, closed when they expired, and tells each player seller but not the house', async () => {
    const me = await newUser(t.app);
    const lapsing = await listed(me, await cardOf(me, 0), 20, 1);
    const lasting = await listed(me, await cardOf(me, 0), 20, 3);
    const [pool] = await giveCards(t.database.db, me.id, [athlete(0)]);
    await t.database.db
      .update(cardInstances)
      .set({ ownerId: null })
      .where(eq(cardInstances.id, pool ?? 0));
    const house = await t.database.db.transaction((tx) =>
      createListing(tx, {
        cardId: pool ?? 0,
        sellerId: null,
        body: { price: 20, duration_days: 1 },
        at: new Date(t.clock.now()),
      }),
    );
    const at = new Date(t.clock.now() + DAY_MS + 1);
    const swept = await expireListings(t.database.db, at);
    expect(swept.expired).toBeGreaterThanOrEqual(2);
    expect(swept.sellerIds).toContain(me.id);
    const rows = await t.database.db
      .select()
      .from(marketListings)
      .where(inArray(marketListings.id, [lapsing.id, lasting.id, house.id]))
      .orderBy(asc(marketListings.id));
    expect(rows.map((r) => [r.status, r.closedAt?.toISOString() ?? null])).toEqual([
      ['expired', lapsing.expires_at],
      ['active', null],
      ['expired', house.expiresAt.toISOString()],
    ]);
    const told = await notificationsOf(me.id, 'MARKET_LISTING_EXPIRED');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ category: 'market', body: expect.stringContaining('20 credits') });
    expect((await expireListings(t.database.db, at)).expired).toBe(0);
    // The card lists again once its listing has expired.
    expect((await list(me, lapsing.card.card_instance_id, 25)).statusCode).toBe(201);
  });
});

describe('list-or-play (issue 14.2, R1.25)', () => {
  it('refuses a listed card in a team, naming the rule, and takes it once the listing is cancelled', async () => {
    const fixture = await createGameFixture(t.database.db, { now: t.clock.now() });
    const me = await newUser(t.app);
    const cards = await giveCards(
      t.database.db,
      me.id,
      fixture.athletes.slice(0, 5).map((a) => a.id),
      { tier: 'rare' },
    );
    const listing = await listed(me, cards[2] ?? 0, 60);
    const own = (await api('GET', 'cards/athlete-cards/', me)).json<AthleteCard[]>();
    expect(own.find((c) => c.card_instance_id === cards[2])?.listing).toEqual({
      id: listing.id,
      price: 60,
      expires_at: listing.expires_at,
    });
    expect(own.find((c) => c.card_instance_id === cards[0])?.listing).toBeNull();

    const body = teamBody(fixture, { cards });
    const refused = await api('POST', `games/${fixture.gameId}/teams/`, me, body);
    expect(refused.statusCode).toBe(400);
    const lastName = listing.card.last_name;
    expect(refused.json()).toMatchObject({
      detail: expect.stringContaining(
        `card-listed: ${lastName}’s rare card is listed on the market: cancel the listing to play it.`,
      ),
      fields: {
        'picks.2': [`${lastName}’s rare card is listed on the market: cancel the listing to play it.`],
      },
    });
    expect((await api('DELETE', `market/listings/${listing.id}/`, me)).statusCode).toBe(204);
    const entered = await api('POST', `games/${fixture.gameId}/teams/`, me, body);
    expect(entered.statusCode, entered.body).toBe(201);
  });

  it('refuses to list a card in a team of a game not complete, naming the game, and lists it once the game completes', async () => {
    const fixture = await createGameFixture(t.database.db, { now: t.clock.now() });
    const me = await newUser(t.app);
    const cards = await giveCards(
      t.database.db,
      me.id,
      fixture.athletes.slice(0, 5).map((a) => a.id),
    );
    expect(
      (await api('POST', `games/${fixture.gameId}/teams/`, me, teamBody(fixture, { cards }))).statusCode,
    ).toBe(201);
    const before = await world([me.id], cards);
    const refused = await list(me, cards[0] ?? 0, 40);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(
      /plays in your team for Slopestyle Men .*, which is not complete: a card in play cannot be listed/,
    );
    expect(await world([me.id], cards)).toEqual(before);
    await t.database.db
      .update(fantasyGames)
      .set({ status: 'CPL' })
      .where(eq(fantasyGames.id, fixture.gameId));
    expect((await list(me, cards[0] ?? 0, 40)).statusCode).toBe(201);
  });

  it('tells the owner which cards play in a game not complete (in_play, the game named), before any listing is tried (issue 14)', async () => {
    const fixture = await createGameFixture(t.database.db, { now: t.clock.now() });
    const me = await newUser(t.app);
    const cards = await giveCards(
      t.database.db,
      me.id,
      fixture.athletes.slice(0, 6).map((a) => a.id),
    );
    const playing = cards.slice(0, 5);
    expect(
      (await api('POST', `games/${fixture.gameId}/teams/`, me, teamBody(fixture, { cards: playing })))
        .statusCode,
    ).toBe(201);
    const [game] = await t.database.db
      .select({ name: fantasyGames.name })
      .from(fantasyGames)
      .where(eq(fantasyGames.id, fixture.gameId));
    const inPlayOf = async () => {
      const res = await api('GET', 'cards/athlete-cards/', me);
      expect(res.statusCode).toBe(200);
      return new Map(res.json<AthleteCard[]>().map((card) => [card.card_instance_id, card.in_play]));
    };
    const during = await inPlayOf();
    for (const id of playing)
      expect(during.get(id)).toEqual({ game_id: fixture.gameId, game_name: game?.name });
    expect(during.get(cards[5] ?? 0)).toBeNull();

    await t.database.db
      .update(fantasyGames)
      .set({ status: 'CPL' })
      .where(eq(fantasyGames.id, fixture.gameId));
    const after = await inPlayOf();
    for (const id of cards) expect(after.get(id)).toBeNull();
  });
});

/** One step of a random market run. */
type Step =
  | { kind: 'list'; who: number; card: number; price: number; days: number }
  | { kind: 'buy'; who: number; listing: number }
  | { kind: 'cancel'; who: number; listing: number }
  | { kind: 'wait'; hours: number }
  | { kind: 'sweep' };

const PLAYERS = 4;
const CARDS = 6;
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('list' as const),
    who: fc.nat(PLAYERS - 1),
    card: fc.nat(CARDS - 1),
    price: fc.integer({ min: 1, max: 600 }),
    days: fc.integer({ min: 1, max: 7 }),
  }),
  fc.record({ kind: fc.constant('buy' as const), who: fc.nat(PLAYERS - 1), listing: fc.nat(20) }),
  fc.record({ kind: fc.constant('cancel' as const), who: fc.nat(PLAYERS - 1), listing: fc.nat(20) }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 72 }) }),
  fc.constant({ kind: 'sweep' as const }),
);

describe('a random run of listings, buys, cancels and expiries (GAME.md "Invariants", issue 14.1, R1.25)', () => {
  it('keeps balances equal to their ledgers and never negative, each card with the buyer of its last sale, each listing sold at most once, and credits down by exactly the fees and the house’s sales', async () => {
    const db = t.database.db;
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => newUser(t.app)));
    for (const p of players) await grantCredits(db, p.id, 800);
    const cards: number[] = [];
    for (let i = 0; i < CARDS; i++) cards.push(await cardOf(players[i % PLAYERS] as TestUser, i % 5));
    // One pool card on sale by the house: its sale takes the whole price out of the economy.
    const [pool] = await giveCards(db, seller.id, [athlete(0)]);
    await db
      .update(cardInstances)
      .set({ ownerId: null })
      .where(eq(cardInstances.id, pool ?? 0));
    const house = await db.transaction((tx) =>
      createListing(tx, {
        cardId: pool ?? 0,
        sellerId: null,
        body: { price: 150, duration_days: 7 },
        at: new Date(t.clock.now()),
      }),
    );
    cards.push(pool ?? 0);
    const ids = players.map((p) => p.id);
    const sumOfBalances = async () =>
      (await Promise.all(ids.map((id) => creditBalance(db, id)))).reduce((a, b) => a + b, 0);
    const startTotal = await sumOfBalances();
    const runListings: number[] = [house.id];

    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 15 }), async (steps) => {
        for (const step of steps) {
          if (step.kind === 'wait') {
            t.clock.advance(step.hours * 3_600_000);
            // Access tokens outlive no such wait: the players sign in again.
            for (const p of players) p.auth = await signIn(p);
          } else if (step.kind === 'sweep') await expireListings(db, new Date(t.clock.now()));
          else if (step.kind === 'list') {
            const res = await list(
              players[step.who] as TestUser,
              cards[step.card] ?? 0,
              step.price,
              step.days,
            );
            expect([201, 409]).toContain(res.statusCode);
            if (res.statusCode === 201) runListings.push(res.json<Listing>().id);
          } else {
            const id = runListings[step.listing % runListings.length] ?? house.id;
            const who = players[step.who] as TestUser;
            const res =
              step.kind === 'buy' ? await buy(who, id) : await api('DELETE', `market/listings/${id}/`, who);
            expect([200, 204, 403, 409]).toContain(res.statusCode);
          }
        }
        expect(await auditLedger(db)).toEqual([]);
        for (const id of ids) expect(await creditBalance(db, id)).toBeGreaterThanOrEqual(0);
        const listings = await db
          .select()
          .from(marketListings)
          .where(inArray(marketListings.cardInstanceId, cards))
          .orderBy(asc(marketListings.id));
        const owners = new Map(
          (
            await db
              .select({ id: cardInstances.id, owner: cardInstances.ownerId })
              .from(cardInstances)
              .where(inArray(cardInstances.id, cards))
          ).map((c) => [c.id, c.owner]),
        );
        for (const card of cards) {
          const mine = listings.filter((l) => l.cardInstanceId === card);
          expect(mine.filter((l) => l.status === 'active').length).toBeLessThanOrEqual(1);
          const lastSale = mine.filter((l) => l.status === 'sold').at(-1);
          if (lastSale) expect(owners.get(card)).toBe(lastSale.buyerId);
        }
        // Each listing sold at most once: one buyer's payment per listing in the ledger.
        const { rows } = (await db.execute(
          sql`select reference, count(*) filter (where reason = 'market_buy') as buys from credit_ledger where reference like 'listing:%' group by reference`,
        )) as unknown as { rows: Array<{ reference: string; buys: string | number }> };
        expect(rows.filter((r) => Number(r.buys) !== 1)).toEqual([]);
        const sales = listings.filter((l) => l.status === 'sold');
        const burned = sales.reduce((sum, s) => sum + (s.sellerId === null ? s.price : s.fee), 0);
        expect(await sumOfBalances()).toBe(startTotal - burned);
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
