import type { CurrentUser, GameDetail, SportEvent, SportEventPage } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fantasyGames } from '../../db/schema/index.ts';
import { readTags } from '../../platform/read-cache/stale-reads.ts';
import type { TestUser } from '../../test/factories.ts';
import { newUser } from '../../test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  importPlaces,
  newStaffUser,
  teamBody,
} from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openDueGames } from './game-schedule.ts';

let t: TestApp;
let staff: TestUser;
let viewer: TestUser;
const season = `rc${Date.now() % 1_000_000}`;

beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
  viewer = await newUser(t.app);
});
afterAll(() => t.close());

async function get<T>(url: string, options: { app?: TestApp; who?: TestUser } = {}): Promise<T> {
  const res = await (options.app ?? t).app.inject({ url: `/api/${url}`, headers: options.who?.auth ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json<T>();
}

async function send(method: 'POST' | 'PUT', url: string, payload: object, who = staff) {
  const res = await t.app.inject({ method, url: `/api/${url}`, headers: who.auth, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** The fixture's game, event and calendar page, each read once so that all three are cached. */
async function readAll(game: GameFixture, app = t) {
  return {
    game: await get<GameDetail>(`games/${game.gameId}/`, { app }),
    event: await get<SportEvent>(`events/${game.eventSlug}/`, { app }),
    calendar: await get<SportEventPage>(`events/?season=${season}&page_size=50`, { app }),
  };
}

/** A game inserted straight into the database, announced as staff tools would: the calendar changes. */
async function newGame(status: 'UPC' | 'OPN' = 'OPN'): Promise<GameFixture> {
  const game = await createGameFixture(t.database.db, { now: t.clock.now(), status, season });
  await t.app.staleReads.announce(t.database.db, [readTags.events]);
  return game;
}

describe('cached reads show a write on the next read (issue 12.3)', () => {
  it('events: a new event joins the calendar at once', async () => {
    const game = await newGame();
    const before = (await readAll(game)).calendar;
    await send('POST', 'admin/events/', {
      name: `Cache Open ${season}`,
      location: 'Laax',
      date_from: '2031-01-10',
      date_to: '2031-01-12',
      season,
      sports: [game.sportSlug],
    });
    const after = (await readAll(game)).calendar;
    expect(after.count).toBe(before.count + 1);
    expect(after.results.map((e) => e.name)).toContain(`Cache Open ${season}`);
  });

  it('event:<slug>: a renamed event shows on its page, in the calendar and on its games', async () => {
    const game = await newGame();
    await readAll(game);
    await send('PUT', `admin/events/${game.eventSlug}/`, { name: 'Renamed Open' });
    const after = await readAll(game);
    expect(after.event.name).toBe('Renamed Open');
    expect(after.game.event.name).toBe('Renamed Open');
    expect(after.calendar.results.find((e) => e.slug === game.eventSlug)?.name).toBe('Renamed Open');
  });

  it('game:<id>: a renamed game, a new startlist and a forced status each show everywhere the game does', async () => {
    const game = await newGame('UPC');
    await readAll(game);
    await send('PUT', `admin/games/${game.gameId}/`, { name: 'Renamed Slopestyle' });
    let after = await readAll(game);
    expect(after.game.name).toBe('Renamed Slopestyle');
    expect(after.event.fantasy_games[0]?.name).toBe('Renamed Slopestyle');
    expect(after.calendar.results.find((e) => e.slug === game.eventSlug)?.fantasy_games[0]?.name).toBe(
      'Renamed Slopestyle',
    );
    await send('PUT', `admin/games/${game.gameId}/startlist/`, {
      entries: game.athletes.slice(0, 3).map((a) => ({ athlete_id: a.id })),
    });
    expect((await readAll(game)).game.startlist).toHaveLength(3);
    await send('POST', `admin/games/${game.gameId}/status/`, { status: 'OPN' });
    after = await readAll(game);
    expect(after.game.status).toBe('OPN');
    expect(after.event.fantasy_games[0]?.status).toBe('OPN');
    expect(after.calendar.results.find((e) => e.slug === game.eventSlug)?.fantasy_games[0]?.status).toBe(
      'OPN',
    );
  });

  it('game:<id>: results and finalising show their scoring time and the completed game', async () => {
    const game = await newGame();
    expect((await readAll(game)).game.scored_at).toBeNull();
    expect((await importPlaces(t.app, staff, game, 3)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await readAll(game)).game.scored_at).not.toBeNull(), {
      timeout: 5000,
    });
    await send('POST', `admin/games/${game.gameId}/finalise/`, {});
    const after = await readAll(game);
    expect(after.game.status).toBe('CPL');
    expect(after.event.fantasy_games[0]?.status).toBe('CPL');
  });

  it('game:<id>: a game the schedule opens is announced by notification alone (no local drop)', async () => {
    const game = await newGame('UPC');
    await t.database.db
      .update(fantasyGames)
      .set({ opensAt: new Date(t.clock.now() - 1000) })
      .where(eq(fantasyGames.id, game.gameId));
    expect((await readAll(game)).game.status).toBe('UPC');
    expect(await openDueGames(t.database.db, new Date(t.clock.now()))).toContain(game.gameId);
    await vi.waitFor(
      async () => {
        const after = await readAll(game);
        expect(after.game.status).toBe('OPN');
        expect(after.event.fantasy_games[0]?.status).toBe('OPN');
      },
      { timeout: 3000 },
    );
  });

  it('user:<id>: a viewer sees their new team in the game and event at once, and nobody else does', async () => {
    const game = await newGame();
    expect((await get<GameDetail>(`games/${game.gameId}/`, { who: viewer })).user_teams).toEqual([]);
    const created = await send('POST', `games/${game.gameId}/teams/`, teamBody(game), viewer);
    const teamId = created.json<{ id: number }>().id;
    const mine = await get<GameDetail>(`games/${game.gameId}/?game_mode=quickplay`, { who: viewer });
    expect(mine.user_teams.map((team) => team.id)).toEqual([teamId]);
    expect(mine.user_team?.id).toBe(teamId);
    const event = await get<SportEvent>(`events/${game.eventSlug}/?game_mode=quickplay`, { who: viewer });
    expect(event.fantasy_games[0]?.user_team?.id).toBe(teamId);
    expect((await get<GameDetail>(`games/${game.gameId}/`)).user_teams).toEqual([]);
    expect((await get<GameDetail>(`games/${game.gameId}/`, { who: staff })).user_teams).toEqual([]);
  });

  it('user:<id>: a profile edit shows on the next users/me, and a deleted account is signed out at once', async () => {
    const rider = await newUser(t.app);
    expect((await get<CurrentUser>('users/me/', { who: rider })).first_name).toBe('');
    await send('PUT', `users/profile/${rider.id}/`, { first_name: 'Shaun' }, rider);
    expect((await get<CurrentUser>('users/me/', { who: rider })).first_name).toBe('Shaun');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account/',
      headers: rider.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/users/me/', headers: rider.auth })).statusCode).toBe(401);
  });
});

describe('a second server process on the same database (issue 12.3)', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({}, { besides: t });
  });
  afterAll(() => second.close());

  it("drops its cached calendar, event and game when the first process writes, told by the write's notification", async () => {
    const game = await newGame();
    await readAll(game, second);
    await send('PUT', `admin/games/${game.gameId}/`, { name: 'Heard Elsewhere Slopestyle' });
    await vi.waitFor(
      async () => {
        const after = await readAll(game, second);
        expect(after.game.name).toBe('Heard Elsewhere Slopestyle');
        expect(after.event.fantasy_games[0]?.name).toBe('Heard Elsewhere Slopestyle');
      },
      { timeout: 3000 },
    );
    await send('PUT', `admin/events/${game.eventSlug}/`, { name: 'Heard Elsewhere Open' });
    await vi.waitFor(
      async () => {
        const after = await readAll(game, second);
        expect(after.game.event.name).toBe('Heard Elsewhere Open');
        expect(after.calendar.results.find((e) => e.slug === game.eventSlug)?.name).toBe(
          'Heard Elsewhere Open',
        );
      },
      { timeout: 3000 },
    );
  });

  it("shows a signed-in user's profile edit and new team, made on the first process", async () => {
    const game = await newGame();
    const rider = await newUser(t.app);
    expect((await get<CurrentUser>('users/me/', { app: second, who: rider })).last_name).toBe('');
    expect((await get<GameDetail>(`games/${game.gameId}/`, { app: second, who: rider })).user_teams).toEqual(
      [],
    );
    await send('PUT', `users/profile/${rider.id}/`, { last_name: 'White' }, rider);
    const created = await send('POST', `games/${game.gameId}/teams/`, teamBody(game), rider);
    await vi.waitFor(
      async () => {
        expect((await get<CurrentUser>('users/me/', { app: second, who: rider })).last_name).toBe('White');
        const detail = await get<GameDetail>(`games/${game.gameId}/`, { app: second, who: rider });
        expect(detail.user_teams.map((team) => team.id)).toEqual([created.json<{ id: number }>().id]);
      },
      { timeout: 3000 },
    );
  });

  it('keeps serving its cached answer while nothing was written', async () => {
    const game = await newGame();
    const first = await readAll(game, second);
    // A write behind the app's back (no announcement) stays unseen: the answer comes from memory.
    await t.database.db
      .update(fantasyGames)
      .set({ name: 'Unannounced' })
      .where(eq(fantasyGames.id, game.gameId));
    expect((await readAll(game, second)).game.name).toBe(first.game.name);
  });
});
