import type { Dashboard } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDailyActors, users } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, giveCards, newStaffUser, teamBody } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { moveCredits } from '../credits/credit-ledger.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let staff: TestUser;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => dayOf(t.clock.now());
const daysAgo = (n: number) => dayOf(t.clock.now() - n * DAY_MS);

const dashboard = async (days: number, who: TestUser = staff): Promise<Dashboard> => {
  const res = await t.app.inject({ url: `/api/admin/analytics/dashboard/?days=${days}`, headers: who.auth });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<Dashboard>();
};
const valueOn = (points: Dashboard['series']['signups'], day: string) =>
  points.find((p) => p.day === day)?.value;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  staff = await newStaffUser(t.app, db);
  const [a, b] = [await newUser(t.app), await newUser(t.app)];
  await newUser(t.app);
  const earlier = await newUser(t.app);
  await db
    .update(users)
    .set({ dateJoined: new Date(t.clock.now() - 3 * DAY_MS) })
    .where(eq(users.id, earlier.id));
  const gone = await newUser(t.app);
  await db
    .update(users)
    .set({ deletedAt: new Date(t.clock.now()) })
    .where(eq(users.id, gone.id));
  const old = await newUser(t.app);
  const joined = t.clock.now() - 20 * DAY_MS;
  await db
    .update(users)
    .set({ dateJoined: new Date(joined) })
    .where(eq(users.id, old.id));
  // Active in the week after its cohort week, long before what tracking takes now (7 days).
  const monday = Date.parse(`${dayOf(joined)}T00:00:00Z`) - ((new Date(joined).getUTCDay() + 6) % 7) * DAY_MS;
  await db
    .insert(analyticsDailyActors)
    .values({ day: dayOf(monday + 8 * DAY_MS), actor: `u:${old.id}`, userId: old.id });

  const track = (payload: object, who?: TestUser) =>
    t.app.inject({ method: 'POST', url: '/api/tracking/track/', payload, headers: who?.auth ?? {} });
  await track({ batch: [{ event: 'page_view' }, { event: 'page_view' }] }, a);
  await track({ event: 'page_view' }, b);
  await track({ event: 'tap', anonymousId: 'visitor-1' });
  await track({ event: 'page_view', timestamp: new Date(t.clock.now() - 3 * DAY_MS).toISOString() }, earlier);

  const game = await createGameFixture(db, { now: t.clock.now(), status: 'OPN' });
  for (const who of [a, b]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: who.auth,
      payload: teamBody(game),
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  }

  await db.transaction(async (tx) => {
    await moveCredits(tx, { userId: a.id, amount: 500, reason: 'purchase', reference: 'test-purchase' });
    await moveCredits(tx, { userId: a.id, amount: -120, reason: 'draft', reference: 'test-draft' });
  });
  const [card] = await giveCards(db, b.id, [game.athletes[0]?.id ?? 0]);
  const listed = await t.app.inject({
    method: 'POST',
    url: '/api/market/listings/',
    headers: b.auth,
    payload: { card_instance_id: card, price: 100, duration_days: 3 },
  });
  if (listed.statusCode !== 201) throw new Error(listed.body);
  const bought = await t.app.inject({
    method: 'POST',
    url: `/api/market/listings/${listed.json().id}/buy/`,
    headers: a.auth,
  });
  if (bought.statusCode !== 200) throw new Error(bought.body);
});
afterAll(() => t.close());

describe('GET admin/analytics/dashboard/ (R2.68, R2.87)', () => {
  it('answers staff only: 401 without a token, 403 for a player, 400 for a range it does not offer', async () => {
    expect((await t.app.inject({ url: '/api/admin/analytics/dashboard/' })).statusCode).toBe(401);
    const player = await newUser(t.app);
    expect(
      (await t.app.inject({ url: '/api/admin/analytics/dashboard/', headers: player.auth })).statusCode,
    ).toBe(403);
    const odd = await t.app.inject({ url: '/api/admin/analytics/dashboard/?days=12', headers: staff.auth });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fields.days).toEqual(['Choose 7, 30 or 90 days.']);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, player.id));
  });

  it('gives every day of the range, oldest first, with zeros where nothing happened', async () => {
    for (const days of [7, 30, 90]) {
      const board = await dashboard(days);
      expect(board.range).toEqual({ days, from: daysAgo(days - 1), to: today() });
      for (const points of Object.values(board.series)) {
        expect(points.map((p) => p.day)).toEqual(
          Array.from({ length: days }, (_, i) => daysAgo(days - 1 - i)),
        );
      }
      expect(valueOn(board.series.signups, daysAgo(1))).toBe(0);
      expect(valueOn(board.series.market_volume, daysAgo(2))).toBe(0);
    }
  });

  it('counts sign-ups made today and earlier, leaving out deleted and staff accounts', async () => {
    const week = await dashboard(7);
    expect(valueOn(week.series.signups, today())).toBe(3);
    expect(valueOn(week.series.signups, daysAgo(3))).toBe(1);
    expect(week.totals.signups).toBe(4);
    expect(week.totals.players).toBe(5);
    expect((await dashboard(30)).totals.signups).toBe(5);
    await newUser(t.app);
    const after = await dashboard(7);
    expect(valueOn(after.series.signups, today())).toBe(4);
    expect(after.totals.players).toBe(6);
  });

  it('counts daily active players from the actors rollup (signed-in only), teams entered, credits and market volume', async () => {
    const week = await dashboard(7);
    expect(week.totals.daily_active_today).toBe(2);
    expect(valueOn(week.series.daily_active, daysAgo(3))).toBe(1);
    expect(week.totals.teams).toBe(2);
    expect(valueOn(week.series.teams_entered, today())).toBe(2);
    expect(week.totals.credits_bought).toBe(500);
    // The draft's 120 and the sale's 5 % fee of 100 leave the economy; the rest of the price went to the seller.
    expect(week.totals.credits_burned).toBe(125);
    expect(week.totals.market_volume).toBe(100);
    expect(valueOn(week.series.market_volume, today())).toBe(100);
    expect(week.teams_per_game).toEqual([expect.objectContaining({ teams: 2, name: expect.any(String) })]);
    expect(week.top_events).toEqual([
      { event: 'page_view', count: 4 },
      { event: 'tap', count: 1 },
    ]);
  });

  it('shows weekly cohorts with the share active in later weeks, null for weeks not begun', async () => {
    const month = await dashboard(30);
    const oldest = month.retention[0];
    expect(oldest).toMatchObject({ size: 1, week1: 1, week2: 0, week4: null });
    const latest = month.retention.at(-1);
    expect(latest?.week1).toBeNull();
    expect(month.retention.reduce((sum, cohort) => sum + cohort.size, 0)).toBe(month.totals.signups);
  });
});
