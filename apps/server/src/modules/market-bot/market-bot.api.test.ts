import { HOUSE_SELLER_NAME, type MarketBot, type MarketBotRun, type MarketStats } from '@shred/contract';
import { marketFee, referencePrice } from '@shred/game';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athletes,
  cardInstances,
  creditLedger,
  draftPool,
  marketAlerts,
  marketListings,
  notifications,
  sports,
} from '../../db/schema/index.ts';
import { MARKET_BOT, scheduledJobs } from '../../jobs/scheduled-jobs.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { grantCredits, insertAthletes, mintCard, newStaff } from '../events/game.fixtures.ts';
import { createListing } from '../market/listing-create.ts';
import { buyListing } from '../market/listing-sale.ts';
import { BOT_DISABLED } from './market-bot.service.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let staff: TestUser;
let player: TestUser;
let snowboarders: number[];
let skaters: number[];
/** The one athlete of the surfing pool: runs limited to surfing list only their cards. */
let surfer: number;

const api = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  who: TestUser | null,
  payload?: object,
  app?: TestApp,
) =>
  (app ?? t).app.inject({
    method,
    url: `/api/${url}`,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

const SETTINGS = {
  enabled: true,
  budget: 1000,
  percent_of_reference: 100,
  max_active: 10,
  duration_days: 3,
  tiers: ['common', 'rare'],
  sports: [] as string[],
};
const configure = async (overrides: Partial<typeof SETTINGS>) => {
  const res = await api('PUT', 'admin/market/bot/', staff, { ...SETTINGS, ...overrides });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MarketBot>();
};
const run = async (app?: TestApp) => {
  const res = await api('POST', 'admin/market/bot/run/', staff, undefined, app);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MarketBotRun>();
};
const bot = async () => (await api('GET', 'admin/market/bot/', staff)).json<MarketBot>();
const stats = async () => (await api('GET', 'admin/market/', staff)).json<MarketStats>();

/** Takes every house listing off sale, as if they all expired, so a run starts from nothing listed. */
const expireHouseListings = () =>
  t.database.db
    .update(marketListings)
    .set({ status: 'expired', closedAt: sql`${marketListings.expiresAt}` })
    .where(and(isNull(marketListings.sellerId), eq(marketListings.status, 'active')));

async function poolCards(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(cardInstances)
    .where(isNull(cardInstances.ownerId));
  return row?.n ?? 0;
}

async function setPool(sport: string, ids: readonly number[]): Promise<void> {
  const [row] = await t.database.db.select({ id: sports.id }).from(sports).where(eq(sports.slug, sport));
  await t.database.db
    .insert(draftPool)
    .values(ids.map((athleteId, i) => ({ sportId: row?.id ?? 0, athleteId, weight: 1 + i })));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCatalog(db);
  staff = await newStaff(t.app, db);
  player = await newUser(t.app);
  snowboarders = await insertAthletes(db, { sport: 'snowboarding', count: 4 });
  skaters = await insertAthletes(db, { sport: 'skateboarding', count: 2 });
  await setPool('snowboarding', snowboarders);
  await setPool('skateboarding', skaters);
  [surfer = 0] = await insertAthletes(db, { sport: 'surfing', count: 1, aspi: 60 });
  await setPool('surfing', [surfer]);
  // Listings expire by time only when a test says so.
  t.clock.freeze();
});
afterAll(() => t.close());

describe('the market bot: staff only (issue 14.6, R2.78/R2.79)', () => {
  const calls: Array<['GET' | 'PUT' | 'POST', string, object?]> = [
    ['GET', 'admin/market/'],
    ['GET', 'admin/market/bot/'],
    ['PUT', 'admin/market/bot/', SETTINGS],
    ['POST', 'admin/market/bot/run/'],
  ];

  it('answers 401 to anonymous callers and 403 to players', async () => {
    for (const [method, url, body] of calls) {
      expect((await api(method, url, null, body)).statusCode, url).toBe(401);
      expect((await api(method, url, player, body)).statusCode, url).toBe(403);
    }
  });

  it('starts switched off, and refuses to run while off with 409, listing nothing', async () => {
    const first = await bot();
    expect(first).toMatchObject({
      enabled: false,
      active_listings: 0,
      sold: 0,
      last_run_at: null,
      listings: [],
    });
    const res = await api('POST', 'admin/market/bot/run/', staff);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: BOT_DISABLED });
    expect((await bot()).last_run_at).toBeNull();
  });
});

describe('the market bot: settings (issue 14.6, R2.79)', () => {
  it('keeps what staff set and answers it back', async () => {
    const saved = await configure({
      enabled: false,
      budget: 750,
      tiers: ['epic', 'common'],
      sports: ['snowboarding'],
    });
    expect(saved).toMatchObject({
      enabled: false,
      budget: 750,
      tiers: ['epic', 'common'],
      sports: ['snowboarding'],
    });
    expect(await bot()).toMatchObject({ budget: 750, sports: ['snowboarding'] });
  });

  it('refuses an unknown sport with 400 naming the field, and changes nothing', async () => {
    const res = await api('PUT', 'admin/market/bot/', staff, {
      ...SETTINGS,
      sports: ['snowboarding', 'curling'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'There is no sport "curling".',
      fields: { sports: ['There is no sport "curling".'] },
    });
    expect((await bot()).budget).toBe(750);
  });

  it('refuses bad numbers, no tier, a tier twice and a duration outside 1–7 with 400', async () => {
    for (const bad of [
      { budget: -1 },
      { budget: 10.5 },
      { percent_of_reference: 5 },
      { max_active: -3 },
      { duration_days: 8 },
      { tiers: [] },
      { tiers: ['rare', 'rare'] },
      { tiers: ['mythic'] },
      { sports: ['Snow Boarding'] },
    ]) {
      const res = await api('PUT', 'admin/market/bot/', staff, { ...SETTINGS, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      // A field inside a list is named by its place in it ('tiers.0').
      const fields = Object.keys(res.json<{ fields: object }>().fields).map((field) => field.split('.')[0]);
      expect(fields, JSON.stringify(bad)).toEqual([Object.keys(bad)[0]]);
    }
    expect((await bot()).budget).toBe(750);
  });
});

describe('the market bot: a run (issue 14.6, R2.78/R2.79)', () => {
  it('lists pool cards at reference prices, labelled as the house, within budget and limit', async () => {
    await configure({ budget: 400, max_active: 50, sports: ['snowboarding'] });
    const ran = await run();
    const view = await bot();
    expect(ran.listed).toBeGreaterThan(0);
    expect(view.active_listings).toBe(ran.listed);
    expect(view.active_value).toBe(ran.active_value);
    expect(view.active_value).toBeLessThanOrEqual(400);
    expect(view.last_run_at).toBe(new Date(t.clock.now()).toISOString());
    const aspis = new Map(
      (await t.database.db.select({ id: athletes.id, aspi: athletes.aspi }).from(athletes)).map((a) => [
        a.id,
        a.aspi,
      ]),
    );
    for (const listing of view.listings) {
      expect(listing).toMatchObject({ seller_username: HOUSE_SELLER_NAME, is_house: true, status: 'active' });
      expect(snowboarders).toContain(listing.card.id);
      expect(['common', 'rare']).toContain(listing.card.tier);
      expect(listing.price).toBe(referencePrice(aspis.get(listing.card.id) ?? -1, listing.card.tier, 100));
      expect(listing.card.owner).toBeNull();
    }
    // A second run adds only what still fits.
    const again = await run();
    expect(again.active_value).toBeLessThanOrEqual(400);
    await expireHouseListings();
  });

  it('never takes the house over its budget nor its number of listings, whatever they are (fast-check)', async () => {
    const aspis = (
      await t.database.db
        .select({ aspi: athletes.aspi })
        .from(athletes)
        .innerJoin(draftPool, eq(draftPool.athleteId, athletes.id))
    ).map((a) => a.aspi);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 10, max: 300 }),
        fc.integer({ min: 0, max: 12 }),
        fc.subarray(['common', 'rare', 'epic', 'legendary'] as const, { minLength: 1 }),
        async (budget, percent, maxActive, tiers) => {
          await expireHouseListings();
          await configure({
            budget,
            percent_of_reference: percent,
            max_active: maxActive,
            tiers,
            sports: [],
          });
          const ran = await run();
          const view = await bot();
          expect(view.active_value).toBeLessThanOrEqual(budget);
          expect(view.active_listings).toBeLessThanOrEqual(maxActive);
          expect(view.active_listings).toBe(ran.listed);
          // Below the limit it stops only when a card it drew would take it over the budget.
          const priciest = Math.max(
            ...aspis.flatMap((aspi) => tiers.map((tier) => referencePrice(aspi, tier, percent))),
          );
          if (view.active_listings < maxActive) expect(budget - view.active_value).toBeLessThan(priciest);
        },
      ),
      { numRuns: 12 },
    );
    await expireHouseListings();
  });

  it('lists the same pool cards again once their listings are over, minting none', async () => {
    await configure({ budget: 100_000, max_active: 6, tiers: ['rare'], sports: ['surfing'] });
    expect((await run()).listed).toBe(6);
    const afterFirst = await poolCards();
    await expireHouseListings();
    expect((await run()).listed).toBe(6);
    expect(await poolCards()).toBe(afterFirst);
    const listed = (await bot()).listings
      .filter((l) => l.status === 'active')
      .map((l) => l.card.card_instance_id);
    expect(new Set(listed).size).toBe(6);
    await expireHouseListings();
  });

  it('fires the price alerts a house listing matches (MARKET_ALERT)', async () => {
    const watcher = await newUser(t.app);
    await t.database.db
      .insert(marketAlerts)
      .values({ userId: watcher.id, athleteId: surfer, maxPrice: 100_000 });
    await configure({ budget: 100_000, max_active: 1, tiers: ['common'], sports: ['surfing'] });
    expect((await run()).listed).toBe(1);
    const told = await t.database.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, watcher.id));
    expect(told).toEqual([{ type: 'MARKET_ALERT' }]);
    await expireHouseListings();
  });
});

describe('the market bot on its schedule (issue 14.6, R2.79)', () => {
  const job = scheduledJobs.find((j) => j.name === MARKET_BOT);
  const runJob = () =>
    job?.run({ db: t.database.db, log: t.app.log, now: t.clock.now, send: async () => '' }) ??
    Promise.reject(new Error('no market bot job'));

  it('runs every 15 minutes, lists while on and does nothing while off', async () => {
    expect(job?.cron).toBe('*/15 * * * *');
    await configure({
      enabled: false,
      budget: 100_000,
      max_active: 2,
      tiers: ['common'],
      sports: ['surfing'],
    });
    await runJob();
    expect((await bot()).active_listings).toBe(0);
    await configure({
      enabled: true,
      budget: 100_000,
      max_active: 2,
      tiers: ['common'],
      sports: ['surfing'],
    });
    await runJob();
    await runJob();
    expect((await bot()).active_listings).toBe(2);
    await expireHouseListings();
  });
});

describe('staff market figures (issue 14.6, R2.78)', () => {
  it('adds up sales, volume and fees burned, with the last 30 days day by day', async () => {
    const db = t.database.db;
    const before = await stats();
    await configure({ budget: 2000, max_active: 4, tiers: ['common', 'rare'], sports: [] });
    await run();
    const house = (await bot()).listings.filter((l) => l.status === 'active');
    expect(house.length).toBeGreaterThanOrEqual(2);
    const buyer = await newUser(t.app);
    await grantCredits(db, buyer.id, 10_000);
    const now = t.clock.now();
    const [a, b] = house;
    // One house sale today, and a sale between players three days ago.
    await db.transaction((tx) =>
      buyListing(tx, { listingId: a?.id ?? 0, buyerId: buyer.id, at: new Date(now) }),
    );
    const seller = await newUser(t.app);
    const cardId = await mintCard(db, { ownerId: seller.id, athleteId: snowboarders[0] ?? 0 });
    const past = new Date(now - 3 * DAY_MS);
    const listed = await db.transaction((tx) =>
      createListing(tx, { cardId, sellerId: seller.id, body: { price: 219, duration_days: 7 }, at: past }),
    );
    await db.transaction((tx) => buyListing(tx, { listingId: listed.id, buyerId: buyer.id, at: past }));

    const after = await stats();
    const houseSale = a?.price ?? 0;
    expect(after.sales - before.sales).toBe(2);
    expect(after.volume - before.volume).toBe(houseSale + 219);
    expect(after.fees_burned - before.fees_burned).toBe(marketFee(houseSale) + marketFee(219));
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)?.day).toBe(new Date(now).toISOString().slice(0, 10));
    expect(after.days.at(-4)).toEqual({
      day: past.toISOString().slice(0, 10),
      sales: 1,
      volume: 219,
      fees: marketFee(219),
    });
    expect(after.days.at(-1)).toMatchObject({ sales: 1, volume: houseSale, fees: marketFee(houseSale) });
    expect(after.days.reduce((sum, d) => sum + d.sales, 0)).toBe(after.sales);
    expect(after.active_listings).toBe(after.house_active_listings);
    expect(after.house_active_listings).toBe(house.length - 1);

    // The house receives nothing: the buyer pays the whole price, and the seller the price less the fee.
    expect(await creditBalance(db, buyer.id)).toBe(10_000 - houseSale - 219);
    expect(await creditBalance(db, seller.id)).toBe(219 - marketFee(219));
    const view = await bot();
    expect(view).toMatchObject({ sold: 1, revenue: houseSale });
    expect(view.listings.find((l) => l.id === a?.id)).toMatchObject({
      status: 'sold',
      buyer_username: buyer.username,
    });
    expect(b).toBeDefined();
    const [ledger] = await db
      .select({ n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.reference, `listing:${a?.id}`));
    expect(ledger?.n).toBe(1);
    await expireHouseListings();
  });
});
