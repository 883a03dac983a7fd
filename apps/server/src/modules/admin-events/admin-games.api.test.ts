import type { GameDetail } from '@shred/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athletes,
  competitions,
  fantasyGames,
  startlistEntries,
  teamPicks,
  teams,
} from '../../db/schema/index.ts';
import type { TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { type InsertedGame, insertAthletes, insertGame, newStaff } from '../events/game.fixtures.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let staff: TestUser;
let eventSlug: string;
let men: number[];
let women: number[];
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  staff = await newStaff(t.app, t.database.db);
  const res = await send('POST', 'admin/events/', {
    name: 'Admin Games Open',
    location: 'Laax, Switzerland',
    date_from: '2030-01-18',
    date_to: '2030-01-23',
    sports: ['snowboarding'],
  });
  eventSlug = res.json<{ slug: string }>().slug;
  men = await insertAthletes(t.database.db, { gender: 'M', count: 4 });
  women = await insertAthletes(t.database.db, { gender: 'W', count: 3 });
});
afterAll(() => t.close());

function send(method: 'POST' | 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url: `/api/${url}`, headers: staff.auth, payload });
}

const rounds = [
  { name: 'Final', starts_at: '2030-01-20T14:00:00Z', is_final: true },
  { name: 'Qualifier', starts_at: '2030-01-19T10:00:00Z' },
];

const nameOf = async (id: number | undefined) => {
  const [row] = await t.database.db
    .select({ first: athletes.firstName, last: athletes.lastName })
    .from(athletes)
    .where(eq(athletes.id, id ?? 0));
  return `${row?.first} ${row?.last}`;
};

const counts = async () => {
  const db = t.database.db;
  const [g] = await db.select({ n: count() }).from(fantasyGames);
  const [c] = await db.select({ n: count() }).from(competitions);
  const [s] = await db.select({ n: count() }).from(startlistEntries);
  return { games: g?.n, competitions: c?.n, startlist: s?.n };
};

describe('POST admin/events/{slug}/games/ (R1.24, GAME.md "Fantasy game")', () => {
  it('creates a game with rounds in start order, a week-long entry window and a first-round startlist', async () => {
    const res = await send('POST', `admin/events/${eventSlug}/games/`, {
      sport: 'snowboarding',
      discipline: 'slopestyle',
      gender: 'M',
      competitions: rounds,
      startlist: men,
    });
    expect(res.statusCode).toBe(201);
    const game = res.json<GameDetail>();
    expect(game).toMatchObject({
      name: 'Slopestyle Men',
      status: 'UPC',
      gender: 'M',
      opens_at: '2030-01-12T10:00:00.000Z',
      ruleset: { name: 'Standard' },
    });
    expect(game.competitions.map((c) => [c.name, c.is_final])).toEqual([
      ['Qualifier', false],
      ['Final', true],
    ]);
    expect(game.startlist.map((e) => e.athlete.id).sort()).toEqual([...men].sort());
    expect(game.startlist.every((e) => e.locks_at === '2030-01-19T10:00:00.000Z')).toBe(true);
    const event = await t.app.inject({ url: `/api/events/${eventSlug}/` });
    expect(event.json().fantasy_games.map((g: { id: number }) => g.id)).toEqual([game.id]);
  });

  it('opens at once a game whose entry window has already started', async () => {
    const soon = new Date(t.clock.now() + DAY_MS).toISOString();
    const res = await send('POST', `admin/events/${eventSlug}/games/`, {
      sport: 'snowboarding',
      discipline: 'halfpipe',
      gender: 'W',
      competitions: [{ name: 'Final', starts_at: soon }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<GameDetail>().status).toBe('OPN');
  });

  it('refuses, writing nothing: a second game of the same discipline and gender (409), an unknown discipline, a sport outside the event, a window after the first round, athletes of the other field (400)', async () => {
    const before = await counts();
    const base = { sport: 'snowboarding', discipline: 'slopestyle', gender: 'M', competitions: rounds };
    const twice = await send('POST', `admin/events/${eventSlug}/games/`, base);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe("The event already has a men's Slopestyle game.");
    expect(
      (await send('POST', `admin/events/${eventSlug}/games/`, { ...base, discipline: 'moguls' })).statusCode,
    ).toBe(400);
    const surf = await send('POST', `admin/events/${eventSlug}/games/`, {
      ...base,
      sport: 'surfing',
      discipline: 'shortboard',
    });
    expect(surf.statusCode).toBe(400);
    expect(surf.json().detail).toContain('does not include Surfing');
    const late = await send('POST', `admin/events/${eventSlug}/games/`, {
      ...base,
      discipline: 'big-air',
      opens_at: '2030-01-19T10:00:00Z',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields.opens_at).toBeDefined();
    const mixed = await send('POST', `admin/events/${eventSlug}/games/`, {
      ...base,
      discipline: 'big-air',
      startlist: [men[0], women[0], 2147483647],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields.entries).toEqual([
      `Entry 2 (${await nameOf(women[0])}) is not in the men's field of this game.`,
      'Entry 3 (athlete 2147483647): no such athlete.',
    ]);
    const twoFinals = rounds.map((r) => ({ ...r, is_final: true }));
    expect(
      (
        await send('POST', `admin/events/${eventSlug}/games/`, {
          ...base,
          discipline: 'big-air',
          competitions: twoFinals,
        })
      ).statusCode,
    ).toBe(400);
    expect((await send('POST', 'admin/events/no-such-event/games/', base)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('PUT admin/games/{id}/ and PUT admin/games/{id}/startlist/', () => {
  let game: InsertedGame;
  beforeAll(async () => {
    game = await insertGame(t.database.db, {
      now: t.clock.now(),
      firstRoundInMs: 10 * DAY_MS,
      opensInMs: 3 * DAY_MS,
    });
  });

  it('renames, moves the window, and replaces rounds keeping the listed ones', async () => {
    const [qualifier, final] = game.roundIds;
    const first = new Date(t.clock.now() + 9 * DAY_MS);
    const res = await send('PUT', `admin/games/${game.gameId}/`, {
      name: 'Slopestyle Men (rescheduled)',
      opens_at: new Date(first.getTime() - 2 * DAY_MS).toISOString(),
      competitions: [
        {
          id: final,
          name: 'Final',
          starts_at: new Date(first.getTime() + 2 * DAY_MS).toISOString(),
          is_final: true,
        },
        { id: qualifier, name: 'Qualifier', starts_at: first.toISOString() },
        { name: 'Semi-final', starts_at: new Date(first.getTime() + DAY_MS).toISOString() },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<GameDetail>();
    expect(body.name).toBe('Slopestyle Men (rescheduled)');
    expect(body.competitions.map((c) => [c.id === qualifier, c.name, c.is_final])).toEqual([
      [true, 'Qualifier', false],
      [false, 'Semi-final', false],
      [false, 'Final', true],
    ]);
    expect(body.startlist.every((e) => e.locks_at === first.toISOString())).toBe(true);
  });

  it('refuses removing a round that holds athletes (409), a round of another game and a window after the first round (400)', async () => {
    const [qualifier] = game.roundIds;
    const at = new Date(t.clock.now() + 9 * DAY_MS).toISOString();
    expect(
      (await send('PUT', `admin/games/${game.gameId}/`, { competitions: [{ name: 'Only', starts_at: at }] }))
        .statusCode,
    ).toBe(409);
    const other = await insertGame(t.database.db, { now: t.clock.now() });
    const foreign = await send('PUT', `admin/games/${game.gameId}/`, {
      competitions: [{ id: other.roundIds[0], name: 'Stolen', starts_at: at }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      (
        await send('PUT', `admin/games/${game.gameId}/`, {
          opens_at: new Date(t.clock.now() + 30 * DAY_MS).toISOString(),
        })
      ).statusCode,
    ).toBe(400);
    expect((await send('PUT', 'admin/games/2147483647/', { name: 'Ghost game' })).statusCode).toBe(404);
    const detail = await t.app.inject({ url: `/api/games/${game.gameId}/` });
    expect(detail.json<GameDetail>().competitions.some((c) => c.id === qualifier)).toBe(true);
  });

  it('replaces the startlist with rounds, seeds and withdrawals', async () => {
    const detail = (await t.app.inject({ url: `/api/games/${game.gameId}/` })).json<GameDetail>();
    const semi = detail.competitions[1]?.id;
    const res = await send('PUT', `admin/games/${game.gameId}/startlist/`, {
      entries: [
        { athlete_id: men[0], seed: 1 },
        { athlete_id: men[1], competition_id: semi, seed: 2 },
        { athlete_id: men[2], withdrawn: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    const startlist = res.json<GameDetail>().startlist;
    expect(startlist.map((e) => [e.athlete.id, e.seed, e.withdrawn])).toEqual([
      [men[0], 1, false],
      [men[1], 2, false],
      [men[2], null, true],
    ]);
    expect(startlist[1]?.competition_id).toBe(semi);
    expect(startlist[1]?.locks_at).toBe(detail.competitions[1]?.date);
  });

  it('refuses a startlist naming an athlete twice or a foreign round, and removing an athlete picked in a team (409)', async () => {
    const db = t.database.db;
    const dupe = await send('PUT', `admin/games/${game.gameId}/startlist/`, {
      entries: [
        { athlete_id: men[0] },
        { athlete_id: men[0] },
        { athlete_id: men[1], competition_id: 2147483647 },
      ],
    });
    expect(dupe.statusCode).toBe(400);
    expect(dupe.json().fields.entries).toHaveLength(2);
    const [team] = await db
      .insert(teams)
      .values({ gameId: game.gameId, userId: staff.id, mode: 'quickplay', captainAthleteId: men[0] ?? 0 })
      .returning({ id: teams.id });
    await db
      .insert(teamPicks)
      .values({ teamId: team?.id ?? 0, gameId: game.gameId, athleteId: men[0] ?? 0, price: 10 });
    const drop = await send('PUT', `admin/games/${game.gameId}/startlist/`, {
      entries: [{ athlete_id: men[1] }],
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().detail).toContain('mark them withdrawn');
    const [left] = await db
      .select({ n: count() })
      .from(startlistEntries)
      .where(eq(startlistEntries.gameId, game.gameId));
    expect(left?.n).toBe(3);
  });
});

describe('PUT admin/games/{id}/startlist/: athletes of the game\'s sport and gender only (GAME.md "Teams and the two modes", R1.24)', () => {
  it('refuses athletes of another sport or the other field, naming each, and changes nothing', async () => {
    const game = await insertGame(t.database.db, { now: t.clock.now() });
    const [surfer] = await insertAthletes(t.database.db, { sport: 'surfing', gender: 'M' });
    const [skier] = await insertAthletes(t.database.db, { sport: 'freeskiing', gender: 'W' });
    const before = await counts();
    const res = await send('PUT', `admin/games/${game.gameId}/startlist/`, {
      entries: [
        { athlete_id: men[0] },
        { athlete_id: surfer },
        { athlete_id: women[1] },
        { athlete_id: skier },
      ],
    });
    expect(res.statusCode).toBe(400);
    const [surferName, womanName, skierName] = [
      await nameOf(surfer),
      await nameOf(women[1]),
      await nameOf(skier),
    ];
    expect(res.json().fields.entries).toEqual([
      `Entry 2 (${surferName}) is a Surfing athlete, not Snowboarding.`,
      `Entry 3 (${womanName}) is not in the men's field of this game.`,
      `Entry 4 (${skierName}) is a Freeskiing athlete, not Snowboarding.`,
      `Entry 4 (${skierName}) is not in the men's field of this game.`,
    ]);
    const detail: string = res.json().detail;
    for (const name of [surferName, womanName, skierName]) expect(detail).toContain(name);
    expect(await counts()).toEqual(before);
  });
});

describe('POST admin/games/{id}/status/ — staff force a status (GAME.md "Fantasy game")', () => {
  it('opens an upcoming game early, and refuses completing it by force (409)', async () => {
    const game = await insertGame(t.database.db, {
      now: t.clock.now(),
      opensInMs: 2 * DAY_MS,
      firstRoundInMs: 9 * DAY_MS,
    });
    const open = await send('POST', `admin/games/${game.gameId}/status/`, { status: 'OPN' });
    expect(open.statusCode).toBe(200);
    expect(open.json<GameDetail>().status).toBe('OPN');
    const done = await send('POST', `admin/games/${game.gameId}/status/`, { status: 'CPL' });
    expect(done.statusCode).toBe(409);
    expect(done.json().detail).toContain('finalise');
    const back = await send('POST', `admin/games/${game.gameId}/status/`, { status: 'UPC' });
    expect(back.statusCode).toBe(200);
    expect(back.json<GameDetail>().status).toBe('UPC');
  });

  it('answers 404 for a game that does not exist, whatever status is asked (issue 11.7)', async () => {
    for (const status of ['UPC', 'OPN', 'CPL']) {
      const res = await send('POST', 'admin/games/2147483000/status/', { status });
      expect(res.statusCode, status).toBe(404);
      expect(res.json(), status).toEqual({ detail: 'This game does not exist.' });
    }
  });

  it('keeps an open game open when its window has passed or teams are in, and leaves complete games alone', async () => {
    const passed = await insertGame(t.database.db, { now: t.clock.now(), status: 'OPN', opensInMs: -DAY_MS });
    expect((await send('POST', `admin/games/${passed.gameId}/status/`, { status: 'UPC' })).statusCode).toBe(
      409,
    );
    const complete = await insertGame(t.database.db, { now: t.clock.now(), status: 'CPL' });
    expect((await send('POST', `admin/games/${complete.gameId}/status/`, { status: 'OPN' })).statusCode).toBe(
      409,
    );
    expect((await send('PUT', `admin/games/${complete.gameId}/`, { name: 'Too late' })).statusCode).toBe(409);
    expect((await send('POST', `admin/games/${passed.gameId}/status/`, { status: 'DONE' })).statusCode).toBe(
      400,
    );
    const statusOf = async (id: number) =>
      (
        await t.database.db
          .select({ s: fantasyGames.status })
          .from(fantasyGames)
          .where(eq(fantasyGames.id, id))
      )[0]?.s;
    expect([await statusOf(passed.gameId), await statusOf(complete.gameId)]).toEqual(['OPN', 'CPL']);
  });
});
