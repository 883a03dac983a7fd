import type { Dashboard } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/factories.ts';
import { newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoAnalytics } from './analytics.demo.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let staff: TestUser;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  staff = await newStaffUser(t.app, db);
  await seedDemoUsers(db);
  // Every demo player joined 20 days ago: the seeder must not make them active before that.
  await db
    .update(users)
    .set({ dateJoined: new Date(t.clock.now() - 20 * DAY_MS) })
    .where(eq(users.isStaff, false));
  await seedDemoAnalytics(db, t.clock.now());
}, 120_000);
afterAll(() => t.close());

async function dashboard(days: number): Promise<Dashboard> {
  const res = await t.app.inject({
    url: `/api/admin/analytics/dashboard/?days=${days}`,
    headers: staff.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
}

describe('demo analytics (R2.87)', () => {
  it('fills the days since the demo players joined with daily active players and their events, and nothing before', async () => {
    const { series, top_events } = await dashboard(30);
    const players = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.isStaff, false)))
      .length;
    const active = (day: string) => series.daily_active.find((p) => p.day === day)?.value ?? -1;
    const joined = t.clock.now() - 20 * DAY_MS;
    for (let ms = t.clock.now() - 29 * DAY_MS; ms < joined - DAY_MS; ms += DAY_MS) {
      expect(active(dayOf(ms)), dayOf(ms)).toBe(0);
    }
    const since = Array.from({ length: 19 }, (_, i) => active(dayOf(t.clock.now() - (i + 1) * DAY_MS)));
    expect(since.every((n) => n >= 0 && n <= players)).toBe(true);
    expect(since.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(top_events.map((e) => e.event)).toEqual(expect.arrayContaining(['page_view', 'app_start']));
  });

  it('seeds the same activity on every run, so every machine shows the same demo', async () => {
    const first = await dashboard(30);
    await seedDemoAnalytics(t.database.db, t.clock.now());
    const again = await dashboard(30);
    expect(again.series.daily_active).toEqual(first.series.daily_active);
    expect(again.top_events).toEqual(first.top_events);
  });
});
