import type { AthleteZoneGameInsights, AthleteZoneOverview } from '@shred/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  giveCards,
  importPlaces,
  newStaffUser,
  teamBody,
} from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantCredits } from '../events/game.fixtures.ts';
import { makeAthlete } from './athlete-zone.testing.ts';

const HOUR_MS = 3_600_000;

let t: TestApp;
let game: GameFixture;
let other: GameFixture;
let rider: TestUser;
let staff: TestUser;
/** Startlist index 0, in heat A: the athlete whose zone this is. */
let me: number;

const get = (url: string, who?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: who?.auth ?? {} });

/** A manager-mode team of these startlist indexes, captained by `captain`. */
async function managerTeam(indexes: number[], captain: number): Promise<TestUser> {
  const manager = await newUser(t.app);
  const ids = indexes.map((i) => game.athletes[i]?.id ?? 0);
  const cards = await giveCards(t.database.db, manager.id, ids);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/games/${game.gameId}/teams/`,
    headers: manager.auth,
    payload: teamBody(game, { indexes, cards, captain }),
  });
  if (res.statusCode !== 201) throw new Error(`team: ${res.statusCode} ${res.body}`);
  return manager;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.freeze();
  const db = t.database.db;
  [game, other] = await Promise.all([
    createGameFixture(db, { now: t.clock.now() }),
    createGameFixture(db, { now: t.clock.now() }),
  ]);
  me = game.athletes[0]?.id ?? 0;
  [rider, staff] = await Promise.all([newUser(t.app), newStaffUser(t.app, db)]);
  await makeAthlete(t.app, db, rider.id, me);
  // Three managers: two pick the athlete (one as captain); everyone picks athletes 1–3; the
  // third captains athlete 6, who starts in heat B.
  await managerTeam([0, 1, 2, 3, 4], 0);
  await managerTeam([0, 1, 2, 3, 5], 1);
  await managerTeam([1, 2, 3, 4, 6], 6);
  // The athlete's cards on the market: one sold, two on sale.
  const seller = await newUser(t.app);
  const buyer = await newUser(t.app);
  await grantCredits(db, buyer.id, 500);
  const cards = await giveCards(db, seller.id, [me, me, me]);
  for (const [i, card] of cards.entries()) {
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/market/listings/',
      headers: seller.auth,
      payload: { card_instance_id: card, price: 40 + i * 10, duration_days: 3 },
    });
    if (listed.statusCode !== 201) throw new Error(`listing: ${listed.body}`);
    if (i === 0) {
      await t.app.inject({
        method: 'POST',
        url: `/api/market/listings/${listed.json<{ id: number }>().id}/buy/`,
        headers: buyer.auth,
      });
    }
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('athlete zone access (R6.04, R6.07)', () => {
  it('answers 401 to an anonymous caller and 403 with an explanation to a signed-in non-athlete', async () => {
    expect((await get('athlete-zone/')).statusCode).toBe(401);
    const fan = await newUser(t.app);
    for (const url of [
      'athlete-zone/',
      `athlete-zone/games/${game.gameId}/`,
      'athlete-zone/assets/results/',
    ]) {
      const res = await get(url, fan);
      expect(res.statusCode, url).toBe(403);
      expect(res.json<{ detail: string }>().detail).toMatch(/^The athlete zone is for athletes/);
    }
  });

  it('answers 403 to an athlete account that staff have not linked to an athlete yet', async () => {
    const unlinked = await newUser(t.app);
    await makeAthlete(t.app, t.database.db, unlinked.id, null);
    const res = await get('athlete-zone/', unlinked);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ detail: string }>().detail).toMatch(/not linked/);
  });
});

describe('athlete zone numbers (R1.30, R2.64, R2.66)', () => {
  it('keeps picks private until the athlete’s round starts: nothing counted before heat A', async () => {
    const res = await get('athlete-zone/', rider);
    expect(res.statusCode, res.body).toBe(200);
    const zone = res.json<AthleteZoneOverview>();
    expect(zone.games[0]).toMatchObject({ id: game.gameId, revealed: false, teams: 0, captains: 0 });
    expect(zone.totals).toMatchObject({ teams: 0, managers: 0, ownership: 0 });
  });

  it('shows ownership, captaincy, managers and the market once the round has started', async () => {
    t.clock.advance(2 * HOUR_MS);
    const res = await get('athlete-zone/', rider);
    expect(res.statusCode, res.body).toBe(200);
    const zone = res.json<AthleteZoneOverview>();
    expect(zone.athlete.id).toBe(me);
    expect(zone.season).toBe('2026');
    expect(zone.games.map((g) => g.id)).toEqual([game.gameId]);
    expect(zone.games[0]).toMatchObject({
      entries: 3,
      teams: 2,
      captains: 1,
      revealed: true,
      points: null,
      place: null,
    });
    expect(zone.games[0]?.ownership).toBeCloseTo(2 / 3);
    expect(zone.games[0]?.captaincy).toBeCloseTo(1 / 3);
    expect(zone.totals).toMatchObject({ games: 1, managers: 2, teams: 2, captains: 1, best_place: null });
    expect(zone.market).toMatchObject({ active_listings: 2, lowest_price: 50 });
    expect(zone.market.recent_sales).toEqual([expect.objectContaining({ price: 40, tier: 'common' })]);
  });

  it('ranks the athlete’s ownership in the startlist and names the most picked of a game', async () => {
    const res = await get(`athlete-zone/games/${game.gameId}/`, rider);
    expect(res.statusCode, res.body).toBe(200);
    const insights = res.json<AthleteZoneGameInsights>();
    // Athletes 1–3 are in all three teams; athlete 6 (heat B) has not locked and is left out.
    expect(insights.ownership_rank).toBe(4);
    expect(insights.startlist_size).toBe(12);
    expect(insights.most_picked.slice(0, 3).map((a) => a.athlete_id)).toEqual(
      [1, 2, 3].map((i) => game.athletes[i]?.id),
    );
    expect(insights.most_picked.map((a) => a.athlete_id)).not.toContain(game.athletes[6]?.id);
    expect(insights.most_picked.find((a) => a.is_me)).toMatchObject({ athlete_id: me });
    expect(insights.average_score).toBeNull();
  });

  it('adds the fantasy points, best place and team scores once results are in', async () => {
    await importPlaces(t.app, staff, game, 6);
    const zone = (await get('athlete-zone/', rider)).json<AthleteZoneOverview>();
    expect(zone.games[0]?.place).toBe(1);
    expect(zone.games[0]?.points).toBeGreaterThan(0);
    expect(zone.totals.best_place).toBe(1);
    expect(zone.totals.points).toBe(zone.games[0]?.points);
    const insights = (await get(`athlete-zone/games/${game.gameId}/`, rider)).json<AthleteZoneGameInsights>();
    expect(insights.top_score).toBeGreaterThan(0);
    expect(insights.average_score).toBeGreaterThan(0);
    expect(insights.average_score).toBeLessThanOrEqual(insights.top_score ?? 0);
  });

  it('answers 404 for a game whose startlist does not hold the athlete', async () => {
    const res = await get(`athlete-zone/games/${other.gameId}/`, rider);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ detail: string }>().detail).toMatch(/startlist/);
  });
});

describe('athlete zone social assets (R2.65)', () => {
  const png = async (kind: string, size?: string) => {
    const res = await get(`athlete-zone/assets/${kind}/${size ? `?size=${size}` : ''}`, rider);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res;
  };

  it('draws a story as a 1080 × 1920 PNG and a post as 1080 × 1080, as a named download', async () => {
    for (const [size, height] of [
      ['story', 1920],
      ['post', 1080],
    ] as const) {
      const res = await png('results', size);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`attachment; filename="shred-league-.+-results-${size}\\.png"`),
      );
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, height]);
    }
  });

  it('draws results and fan numbers as different images, the same image for the same numbers', async () => {
    const [results, fans, again] = [await png('results'), await png('fans'), await png('results')];
    expect(results.rawPayload.equals(fans.rawPayload)).toBe(false);
    expect(results.rawPayload.equals(again.rawPayload)).toBe(true);
  });

  it('refuses a kind or size it does not draw', async () => {
    expect((await get('athlete-zone/assets/trophies/', rider)).statusCode).toBe(400);
    expect((await get('athlete-zone/assets/fans/?size=banner', rider)).statusCode).toBe(400);
  });
});
