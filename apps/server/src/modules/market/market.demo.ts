import { type CardTier, LISTING_DAYS, referencePrice } from '@shred/game';
import { and, asc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  cardInstances,
  creditBalances,
  marketAlerts,
  marketListings,
  teamPicks,
  users,
} from '../../db/schema/index.ts';
import { type DemoRandom, demoRandom } from '../../seed/demo-random.ts';
import { MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { createMarketBotQueries } from '../market-bot/market-bot.queries.ts';
import { runMarketBot } from '../market-bot/market-bot.ts';
import { createListing } from './listing-create.ts';
import { expireDueListings } from './listing-expiry.ts';
import { buyListing } from './listing-sale.ts';
import { createMarketQueries } from './market.queries.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SEED = 1414;
/** How far back the sales go: about six weeks. */
const HISTORY_DAYS = 42;
/** Athlete × tier series with a price history, from the athletes with the most cards: how many per tier. */
const CHARTED_TIERS: ReadonlyArray<[CardTier, number]> = [
  ['common', 2],
  ['rare', 2],
  ['epic', 2],
];
const SALES_PER_SERIES = { min: 6, max: 10 } as const;
/** Other managers' cards on sale now. */
const OPEN_LISTINGS = 10;
const MAIN_BUYS = 3;
/** The bot as staff would start it: on, with a modest budget. */
const DEMO_BOT = {
  enabled: true,
  budget: 1500,
  percent_of_reference: 110,
  max_active: 12,
  duration_days: 3,
  tiers: ['common', 'rare', 'epic'] as CardTier[],
  sports: [],
};

interface FreeCard {
  id: number;
  ownerId: number;
  athleteId: number;
  tier: CardTier;
  aspi: number;
}

/**
 * Cards their owners may list: in no team at all, so no game not complete holds them and a
 * card that changes hands in the past played for nobody since.
 */
const freeCards = (db: Db): Promise<FreeCard[]> =>
  db
    .select({
      id: cardInstances.id,
      ownerId: sql<number>`${cardInstances.ownerId}`.mapWith(Number),
      athleteId: cardInstances.athleteId,
      tier: cardInstances.tier,
      aspi: athletes.aspi,
    })
    .from(cardInstances)
    .innerJoin(athletes, eq(athletes.id, cardInstances.athleteId))
    .where(
      and(
        isNotNull(cardInstances.ownerId),
        notExists(
          db.select({ one: sql`1` }).from(teamPicks).where(eq(teamPicks.cardInstanceId, cardInstances.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(marketListings)
            .where(
              and(eq(marketListings.cardInstanceId, cardInstances.id), eq(marketListings.status, 'active')),
            ),
        ),
      ),
    )
    .orderBy(asc(cardInstances.id));

/** A price near the card's reference: players ask a little under or over it. */
const askFor = (random: DemoRandom, card: { aspi: number; tier: CardTier }, drift = 0): number =>
  Math.max(1, Math.round(referencePrice(card.aspi, card.tier) * (0.85 + random.next() * 0.3 + drift)));

/**
 * Buyers are everyone with credits but the seller; the modelled balances follow the ledger's,
 * so nobody is picked who could not pay. Answers null when nobody can.
 */
function pickBuyer(
  random: DemoRandom,
  balances: ReadonlyMap<number, number>,
  sellerId: number,
  price: number,
): number | null {
  const able = [...balances.entries()].filter(([id, balance]) => id !== sellerId && balance >= price);
  return able.length === 0 ? null : random.pick(able)[0];
}

/**
 * The demo market (issue 14 item 6), through the market's own writers so every invariant
 * holds: about six weeks of sales of the most collected athletes in a few tiers (each card
 * changing hands several times, so their price charts have points), other managers' cards on
 * sale now, the main account's listings in every status and two price alerts, and the house's
 * bot switched on with a modest budget, run once.
 */
export async function seedDemoMarket(db: Db, now: number = Date.now()): Promise<void> {
  const random = demoRandom(SEED);
  // A newcomer still in the manager welcome neither buys nor sells: their first screens stay as they are.
  const managers = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.completedManagerWelcome, true))
    .orderBy(asc(users.id));
  const main = managers.find((m) => m.username === MAIN_DEMO_USERNAME);
  if (!main) return;
  const mainId = main.id;
  const trading = new Set(managers.map((m) => m.id));
  const balances = new Map(
    (await db.select().from(creditBalances).orderBy(asc(creditBalances.userId)))
      .filter((b) => trading.has(b.userId))
      .map((b) => [b.userId, b.balance]),
  );
  const cards = (await freeCards(db)).filter((card) => trading.has(card.ownerId));
  const taken = new Set<number>();

  // The main account buys a few of the charted cards, not most of them: it has the most credits.
  let mainBuys = 0;
  async function sell(card: FreeCard, price: number, listedAt: number, soldAt: number) {
    const buyers = mainBuys < MAIN_BUYS ? balances : new Map([...balances].filter(([id]) => id !== mainId));
    const buyerId = pickBuyer(random, buyers, card.ownerId, price);
    if (buyerId === null) return null;
    const listing = await createListing(db, {
      cardId: card.id,
      sellerId: card.ownerId,
      body: { price, duration_days: LISTING_DAYS.max },
      at: new Date(listedAt),
    });
    await buyListing(db, { listingId: listing.id, buyerId, at: new Date(soldAt) });
    if (buyerId === mainId) mainBuys += 1;
    balances.set(buyerId, (balances.get(buyerId) ?? 0) - price);
    balances.set(card.ownerId, (balances.get(card.ownerId) ?? 0) + price - listing.fee);
    return buyerId;
  }

  // Price histories: one card per series passes from hand to hand, a sale every few days.
  const popularity = new Map<number, number>();
  for (const card of cards) popularity.set(card.athleteId, (popularity.get(card.athleteId) ?? 0) + 1);
  const byPopularity = [...cards].sort(
    (a, b) => (popularity.get(b.athleteId) ?? 0) - (popularity.get(a.athleteId) ?? 0) || a.id - b.id,
  );
  const series: FreeCard[] = [];
  for (const [tier, wanted] of CHARTED_TIERS) {
    const seen = new Set<number>();
    for (const card of byPopularity) {
      if (series.filter((s) => s.tier === tier).length >= wanted) break;
      if (card.tier !== tier || card.ownerId === main.id || seen.has(card.athleteId)) continue;
      seen.add(card.athleteId);
      series.push(card);
    }
  }
  const chained: FreeCard[] = [];
  for (const first of series) {
    taken.add(first.id);
    const card = { ...first };
    chained.push(card);
    const sales = random.int(SALES_PER_SERIES.min, SALES_PER_SERIES.max);
    const trend = (random.next() - 0.5) * 0.4;
    for (let i = 0; i < sales; i++) {
      const soldAt =
        now -
        HISTORY_DAYS * DAY_MS +
        ((i + 0.5 + (random.next() - 0.5) * 0.6) * HISTORY_DAYS * DAY_MS) / sales;
      const price = askFor(random, card, (trend * i) / sales);
      const buyerId = await sell(card, price, soldAt - random.int(2, 20) * HOUR_MS, soldAt);
      if (buyerId !== null) card.ownerId = buyerId;
    }
  }

  const available = (ownerId: number) =>
    cards.filter((card) => card.ownerId === ownerId && !taken.has(card.id));

  // The main account's listings: one sold, one cancelled, one expired, three on sale.
  const mine = random.shuffle(available(main.id)).slice(0, 6);
  for (const card of mine) taken.add(card.id);
  const [sold, cancelled, lapsed, ...onSale] = mine;
  if (sold) await sell(sold, askFor(random, sold), now - 9 * DAY_MS, now - 8 * DAY_MS + 5 * HOUR_MS);
  if (cancelled) {
    const listing = await createListing(db, {
      cardId: cancelled.id,
      sellerId: main.id,
      body: { price: askFor(random, cancelled, 0.3), duration_days: 5 },
      at: new Date(now - 6 * DAY_MS),
    });
    await createMarketQueries(db).cancel(listing.id, main.id, new Date(now - 5 * DAY_MS));
  }
  if (lapsed) {
    await createListing(db, {
      cardId: lapsed.id,
      sellerId: main.id,
      body: { price: askFor(random, lapsed, 0.4), duration_days: 2 },
      at: new Date(now - 12 * DAY_MS),
    });
    await expireDueListings(db, new Date(now), { cardId: lapsed.id });
  }

  // Two price alerts on charted cards that come on sale again below, set before they do.
  const relisted = chained.filter((card) => card.ownerId !== main.id).slice(0, 2);
  for (const [i, target] of relisted.entries()) {
    await db.insert(marketAlerts).values({
      userId: main.id,
      athleteId: target.athleteId,
      tier: i === 0 ? target.tier : null,
      maxPrice: Math.round(referencePrice(target.aspi, target.tier) * 1.3),
      createdAt: new Date(now - (20 - i * 6) * DAY_MS),
    });
  }

  const othersCards = random.shuffle(cards.filter((card) => card.ownerId !== main.id && !taken.has(card.id)));
  // The alerts' cards first, then other managers' cards.
  const onSaleNow = [...relisted, ...othersCards];
  const listedNow = new Set<number>();
  for (const card of onSaleNow) {
    if (listedNow.size >= OPEN_LISTINGS) break;
    if (listedNow.has(card.id)) continue;
    listedNow.add(card.id);
    const age = random.int(1, 60) * HOUR_MS;
    await createListing(db, {
      cardId: card.id,
      sellerId: card.ownerId,
      body: { price: askFor(random, card), duration_days: random.int(4, LISTING_DAYS.max) },
      at: new Date(now - age),
    });
  }
  for (const [i, card] of onSale.entries()) {
    await createListing(db, {
      cardId: card.id,
      sellerId: main.id,
      body: { price: askFor(random, card, 0.1), duration_days: LISTING_DAYS.max },
      at: new Date(now - (i + 1) * 7 * HOUR_MS),
    });
  }

  await createMarketBotQueries(db).saveSettings(DEMO_BOT);
  await runMarketBot(db, { at: new Date(now), random: random.next });
}

/** What the demo market promises, for its test. */
export const DEMO_MARKET = {
  historyDays: HISTORY_DAYS,
  chartedTiers: CHARTED_TIERS,
  bot: DEMO_BOT,
};
