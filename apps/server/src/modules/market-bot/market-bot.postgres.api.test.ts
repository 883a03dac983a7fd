import type { MarketBot, MarketBotRun } from '@shred/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftPool, marketListings, sports } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { insertAthletes, newStaff } from '../events/game.fixtures.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  staff = await newStaff(t.app, t.database.db);
  const snowboarders = await insertAthletes(t.database.db, { sport: 'snowboarding', count: 4 });
  const [sport] = await t.database.db
    .select({ id: sports.id })
    .from(sports)
    .where(eq(sports.slug, 'snowboarding'));
  await t.database.db
    .insert(draftPool)
    .values(snowboarders.map((athleteId, i) => ({ sportId: sport?.id ?? 0, athleteId, weight: 1 + i })));
});
afterAll(() => t.close());

const send = (app: TestApp, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.app.inject({ method, url: `/api/${url}`, headers: staff.auth, ...(payload ? { payload } : {}) });

describe('the market bot under concurrency (issue 14.6, R2.79)', () => {
  it('4 runs from two server processes, all held at the bot’s advisory lock: within its budget, each listing counted once', async () => {
    const second = await createTestApp({}, { besides: t });
    try {
      const configured = await send(t, 'PUT', 'admin/market/bot/', {
        enabled: true,
        budget: 1500,
        percent_of_reference: 100,
        max_active: 40,
        duration_days: 3,
        tiers: ['common', 'rare', 'epic'],
        sports: [],
      });
      expect(configured.statusCode, configured.body).toBe(200);
      const run = (app: TestApp) => async () => {
        const res = await send(app, 'POST', 'admin/market/bot/run/');
        expect(res.statusCode, res.body).toBe(200);
        return res.json<MarketBotRun>();
      };
      const both = await raceAtLock(
        t.database,
        { sql: `select pg_advisory_xact_lock(hashtextextended('market-bot', 0))` },
        [run(t), run(second), run(t), run(second)],
      );
      const view = (await send(t, 'GET', 'admin/market/bot/')).json<MarketBot>();
      expect(view.active_value).toBeLessThanOrEqual(1500);
      expect(view.active_listings).toBe(both.reduce((sum, r) => sum + r.listed, 0));
      const [house] = await t.database.db
        .select({ n: count() })
        .from(marketListings)
        .where(sql`${marketListings.status} = 'active' and ${marketListings.sellerId} is null`);
      expect(house?.n).toBe(view.active_listings);
    } finally {
      await second.close();
    }
  });
});
