import type { MarketBot, MarketStats, TokenPair } from '@shred/contract';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardInstances,
  fantasyGames,
  marketAlerts,
  marketListings,
  notifications,
  teamPicks,
  users,
} from '../../db/schema/index.ts';
import { seed } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { auditLedger } from '../credits/ledger-audit.ts';
import { DEMO_MARKET } from './market.demo.ts';

const STAFF = { email: 'staff@shred.test', password: 'a-long-staff-password' };
const DAY_MS = 86_400_000;

let t: TestApp;
let staff: { authorization: string };
let mainId: number;
beforeAll(async () => {
  t = await createTestApp();
  // The whole first start of a server with demo data, as main runs it.
  await seed(t.database.db, { admin: STAFF, demoData: true, log: t.app.log });
  const login = await t.app.inject({ method: 'POST', url: '/api/users/token/', payload: STAFF });
  staff = { authorization: `Bearer ${login.json<TokenPair>().access}` };
  const [main] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, MAIN_DEMO_USERNAME));
  mainId = main?.id ?? 0;
}, 180_000);
afterAll(() => t.close());

describe('demo market on first start (issue 14.6, R2.78/R2.79)', () => {
  it('moves credits only through the ledger: every balance is its ledger sum', async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('gives the most collected athletes six weeks of sales in several tiers, 5 to 15 each', async () => {
    const rows = await t.database.db
      .select({
        athleteId: marketListings.athleteId,
        tier: marketListings.tier,
        sales: count(),
        first: sql<string>`min(${marketListings.closedAt})::text`,
        last: sql<string>`max(${marketListings.closedAt})::text`,
      })
      .from(marketListings)
      .where(eq(marketListings.status, 'sold'))
      .groupBy(marketListings.athleteId, marketListings.tier)
      .orderBy(asc(marketListings.athleteId));
    const charted = rows.filter((r) => r.sales >= 5);
    const wanted = DEMO_MARKET.chartedTiers.reduce((sum, [, n]) => sum + n, 0);
    expect(charted).toHaveLength(wanted);
    expect(new Set(charted.map((r) => r.tier))).toEqual(
      new Set(DEMO_MARKET.chartedTiers.map(([tier]) => tier)),
    );
    const now = t.clock.now();
    for (const series of charted) {
      expect(series.sales).toBeLessThanOrEqual(15);
      expect(now - Date.parse(series.first)).toBeGreaterThan(4 * 7 * DAY_MS);
      expect(now - Date.parse(series.first)).toBeLessThanOrEqual(DEMO_MARKET.historyDays * DAY_MS);
      expect(Date.parse(series.last)).toBeLessThan(now);
    }
  });

  it('lists only cards their sellers hold and no game not complete plays', async () => {
    const db = t.database.db;
    const [wrongOwner] = await db
      .select({ n: count() })
      .from(marketListings)
      .innerJoin(cardInstances, eq(cardInstances.id, marketListings.cardInstanceId))
      .where(
        and(
          eq(marketListings.status, 'active'),
          sql`${cardInstances.ownerId} is distinct from ${marketListings.sellerId}`,
        ),
      );
    expect(wrongOwner?.n).toBe(0);
    const [inPlay] = await db
      .select({ n: count() })
      .from(marketListings)
      .innerJoin(teamPicks, eq(teamPicks.cardInstanceId, marketListings.cardInstanceId))
      .innerJoin(fantasyGames, eq(fantasyGames.id, teamPicks.gameId))
      .where(and(eq(marketListings.status, 'active'), ne(fantasyGames.status, 'CPL')));
    expect(inPlay?.n).toBe(0);
  });

  it('shows the demo account its listings in every status, some on sale now', async () => {
    const mine = await t.database.db
      .select({ status: marketListings.status, n: count() })
      .from(marketListings)
      .where(
        and(
          eq(marketListings.sellerId, mainId),
          sql`${marketListings.expiresAt} > now() or ${marketListings.status} <> 'active'`,
        ),
      )
      .groupBy(marketListings.status);
    const byStatus = Object.fromEntries(mine.map((r) => [r.status, r.n]));
    expect(byStatus.active).toBeGreaterThanOrEqual(2);
    expect(byStatus.sold).toBeGreaterThanOrEqual(1);
    expect(byStatus.cancelled).toBe(1);
    expect(byStatus.expired).toBe(1);
  });

  it('gives the demo account two price alerts that have fired, and tells it so', async () => {
    const alerts = await t.database.db.select().from(marketAlerts).where(eq(marketAlerts.userId, mainId));
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) expect(alert.firedCount).toBeGreaterThanOrEqual(1);
    const [told] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, mainId), eq(notifications.type, 'MARKET_ALERT')));
    expect(told?.n).toBeGreaterThanOrEqual(2);
  });

  it('has the house bot on, run once, its listings within its budget', async () => {
    const bot = (await t.app.inject({ url: '/api/admin/market/bot/', headers: staff })).json<MarketBot>();
    expect(bot).toMatchObject({ enabled: true, budget: DEMO_MARKET.bot.budget });
    expect(bot.last_run_at).not.toBeNull();
    expect(bot.active_listings).toBeGreaterThan(0);
    expect(bot.active_listings).toBeLessThanOrEqual(DEMO_MARKET.bot.max_active);
    expect(bot.active_value).toBeLessThanOrEqual(DEMO_MARKET.bot.budget);
    for (const listing of bot.listings) expect(listing).toMatchObject({ is_house: true, status: 'active' });
    const [owned] = await t.database.db
      .select({ n: count() })
      .from(marketListings)
      .innerJoin(cardInstances, eq(cardInstances.id, marketListings.cardInstanceId))
      .where(and(isNull(marketListings.sellerId), sql`${cardInstances.ownerId} is not null`));
    expect(owned?.n).toBe(0);
  });

  it('gives staff figures with sales in the last 30 days', async () => {
    const stats = (await t.app.inject({ url: '/api/admin/market/', headers: staff })).json<MarketStats>();
    expect(stats.sales).toBeGreaterThanOrEqual(30);
    expect(stats.house_active_listings).toBeGreaterThan(0);
    expect(stats.active_listings).toBeGreaterThan(stats.house_active_listings);
    expect(stats.fees_burned).toBeGreaterThan(0);
    expect(stats.days.filter((d) => d.sales > 0).length).toBeGreaterThanOrEqual(10);
  });
});
