import { type AdminEvent, RESERVED_SLUGS, type RulesetView, routes, type Sport } from '@shred/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSports, events, rulesets } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { insertGame, newStaff } from '../events/game.fixtures.ts';

let t: TestApp;
let staff: TestUser;
let manager: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  staff = await newStaff(t.app, t.database.db);
  manager = await newUser(t.app);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, who: TestUser | null, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

const tableCounts = async () => {
  const db = t.database.db;
  const [e] = await db.select({ n: count() }).from(events);
  const [s] = await db.select({ n: count() }).from(eventSports);
  const [r] = await db.select({ n: count() }).from(rulesets);
  return { events: e?.n, eventSports: s?.n, rulesets: r?.n };
};

const laax = {
  name: 'Laax Open',
  location: 'Laax, Switzerland',
  date_from: '2027-01-18',
  date_to: '2027-01-23',
  sports: ['snowboarding', 'freeskiing'],
};

describe('GET sports/ (GAME.md "Sports, athletes, events")', () => {
  it('lists the seven sports with their disciplines (R1.04)', async () => {
    const res = await send('GET', 'sports/', null);
    expect(res.statusCode).toBe(200);
    const list = res.json<Sport[]>();
    expect(list.map((s) => s.slug).sort()).toEqual(
      [
        'bmx',
        'freeskiing',
        'mountain-biking',
        'skateboarding',
        'snowboarding',
        'surfing',
        'wakeboarding',
      ].sort(),
    );
    expect(
      list
        .find((s) => s.slug === 'snowboarding')
        ?.disciplines.map((d) => d.slug)
        .sort(),
    ).toEqual(['big-air', 'halfpipe', 'slopestyle']);
  });
});

describe('staff-only admin endpoints (R6.20)', () => {
  const names = [
    'adminEventList',
    'adminEventCreate',
    'adminEventDetail',
    'adminEventUpdate',
    'adminGameCreate',
    'adminGameUpdate',
    'adminGameStatus',
    'adminStartlistReplace',
    'rulesetCreate',
    'rulesetList',
  ] as const;
  const adminRoutes = names.map((name) => [name, routes[name]] as const);

  it('declares every event, game and ruleset tool staff-only in the contract', () => {
    for (const [name, route] of adminRoutes) expect(route.access, name).toBe('staff');
  });

  it('answers 403 to a manager and 401 to anonymous callers on each, changing nothing', async () => {
    const game = await insertGame(t.database.db, { now: t.clock.now() });
    const valid: Record<string, { url: string; body?: object }> = {
      adminEventList: { url: 'admin/events/?q=open' },
      adminEventCreate: { url: 'admin/events/', body: { ...laax, name: 'Forbidden Open' } },
      adminEventDetail: { url: `admin/events/${game.eventSlug}/` },
      adminEventUpdate: { url: `admin/events/${game.eventSlug}/`, body: { name: 'Renamed' } },
      adminGameCreate: {
        url: `admin/events/${game.eventSlug}/games/`,
        body: {
          sport: 'snowboarding',
          discipline: 'big-air',
          gender: 'W',
          competitions: [{ name: 'Final', starts_at: '2030-01-01T10:00:00Z' }],
        },
      },
      adminGameUpdate: { url: `admin/games/${game.gameId}/`, body: { name: 'Renamed' } },
      adminStartlistReplace: { url: `admin/games/${game.gameId}/startlist/`, body: { entries: [] } },
      adminGameStatus: { url: `admin/games/${game.gameId}/status/`, body: { status: 'OPN' } },
      rulesetCreate: { url: 'admin/rulesets/', body: { name: 'Forbidden', place_points: [10] } },
      rulesetList: { url: 'admin/rulesets/' },
    };
    const before = await tableCounts();
    for (const [name, route] of adminRoutes) {
      const call = valid[name];
      if (!call) throw new Error(`no valid call for ${name}`);
      expect((await send(route.method as 'GET', call.url, manager, call.body)).statusCode, name).toBe(403);
      expect((await send(route.method as 'GET', call.url, null, call.body)).statusCode, name).toBe(401);
    }
    expect(await tableCounts()).toEqual(before);
    const detail = await send('GET', `games/${game.gameId}/`, null);
    expect(detail.json()).toMatchObject({
      name: 'Slopestyle Men',
      status: 'UPC',
      startlist: expect.any(Array),
    });
    expect(detail.json().startlist).toHaveLength(6);
  });
});

describe('POST admin/events/ (R1.24, A6)', () => {
  it('creates an event with a slug made from its name and the start year as season', async () => {
    const res = await send('POST', 'admin/events/', staff, laax);
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminEvent>()).toMatchObject({
      slug: 'laax-open',
      season: '2027',
      date_from: '2027-01-18',
      results_feed_url: null,
      sports: [
        { name: 'Freeskiing', slug: 'freeskiing' },
        { name: 'Snowboarding', slug: 'snowboarding' },
      ],
      fantasy_games: [],
    });
    expect((await send('GET', 'events/laax-open/', null)).statusCode).toBe(200);
  });

  it('answers 409 for a taken slug and 400 for reserved words, numbers, bad dates or unknown sports, writing nothing', async () => {
    const before = await tableCounts();
    const taken = await send('POST', 'admin/events/', staff, laax);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fields: { slug: ['This slug is already taken.'] } });
    for (const slug of RESERVED_SLUGS) {
      expect((await send('POST', 'admin/events/', staff, { ...laax, slug })).statusCode, slug).toBe(400);
    }
    expect((await send('POST', 'admin/events/', staff, { ...laax, name: 'Results' })).statusCode).toBe(400);
    expect((await send('POST', 'admin/events/', staff, { ...laax, slug: '2027' })).statusCode).toBe(400);
    expect((await send('POST', 'admin/events/', staff, { ...laax, slug: 'Bad Slug' })).statusCode).toBe(400);
    const backwards = await send('POST', 'admin/events/', staff, {
      ...laax,
      slug: 'backwards',
      date_to: '2027-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.date_to).toBeDefined();
    const sport = await send('POST', 'admin/events/', staff, {
      ...laax,
      slug: 'curling-cup',
      sports: ['curling'],
    });
    expect(sport.statusCode).toBe(400);
    expect(sport.json().fields.sports).toEqual(['Unknown sport: curling.']);
    expect(
      (await send('POST', 'admin/events/', staff, { ...laax, slug: 'extra', colour: 'red' })).statusCode,
    ).toBe(400);
    const nul = await send('POST', 'admin/events/', staff, { ...laax, slug: 'nul', name: 'Nul\u0000Open' });
    expect(nul.statusCode).toBe(400);
    const typo = await send('POST', 'admin/events/', staff, {
      ...laax,
      slug: 'typo',
      date_from: '0202-01-18',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields.date_from).toEqual(['Use a year from 2000 to 2199.']);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('PUT admin/events/{slug}/ and GET admin/events/{slug}/', () => {
  it('edits fields, renames the slug and replaces the sports', async () => {
    await send('POST', 'admin/events/', staff, { ...laax, slug: 'edit-me' });
    const res = await send('PUT', 'admin/events/edit-me/', staff, {
      slug: 'edited',
      location: 'Flims, Switzerland',
      sports: ['snowboarding'],
      results_feed_url: 'https://results.example/laax.json',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminEvent>()).toMatchObject({
      slug: 'edited',
      location: 'Flims, Switzerland',
      sports: [{ slug: 'snowboarding' }],
      results_feed_url: 'https://results.example/laax.json',
    });
    expect((await send('GET', 'admin/events/edited/', staff)).json<AdminEvent>().name).toBe('Laax Open');
    expect((await send('GET', 'admin/events/edit-me/', staff)).statusCode).toBe(404);
  });

  it('refuses a taken slug (409), an end before the start (400), dropping a sport with games (409), unknown events (404)', async () => {
    const game = await insertGame(t.database.db, { now: t.clock.now() });
    expect((await send('PUT', 'admin/events/edited/', staff, { slug: 'laax-open' })).statusCode).toBe(409);
    expect((await send('PUT', 'admin/events/edited/', staff, { date_to: '2026-01-01' })).statusCode).toBe(
      400,
    );
    const drop = await send('PUT', `admin/events/${game.eventSlug}/`, staff, { sports: ['surfing'] });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().detail).toContain('Snowboarding');
    expect((await send('PUT', 'admin/events/nope/', staff, { name: 'Nope' })).statusCode).toBe(404);
    expect((await send('GET', 'admin/events/edited/', staff)).json<AdminEvent>().slug).toBe('edited');
  });
});

describe('rulesets (GAME.md "Scoring and ranking")', () => {
  it('lists the Standard ruleset with the GAME.md defaults', async () => {
    const list = (await send('GET', 'admin/rulesets/', staff)).json<RulesetView[]>();
    expect(list.find((r) => r.name === 'Standard')).toMatchObject({
      place_points: [100, 80, 65, 55, 50, 45, 40, 36],
      step: 2,
      min_points: 2,
      bonuses: { bestRun: 10, madeFinal: 5 },
    });
  });

  it('creates a valid ruleset, refuses one the game rules reject (400) and a taken name (409)', async () => {
    const body = {
      name: 'Short Table',
      place_points: [50, 30, 20],
      step: 5,
      min_points: 1,
      bonuses: { bestRun: 5 },
    };
    const created = await send('POST', 'admin/rulesets/', staff, body);
    expect(created.statusCode).toBe(201);
    expect(created.json<RulesetView>()).toMatchObject(body);
    expect((await send('POST', 'admin/rulesets/', staff, body)).statusCode).toBe(409);
    const rising = await send('POST', 'admin/rulesets/', staff, { name: 'Rising', place_points: [10, 20] });
    expect(rising.statusCode).toBe(400);
    expect(rising.json().detail).toContain('place 2 must not earn more than place 1');
    expect(
      (await send('POST', 'admin/rulesets/', staff, { name: 'Neg', place_points: [-1] })).statusCode,
    ).toBe(400);
    expect(
      (await send('POST', 'admin/rulesets/', staff, { name: 'Empty', place_points: [] })).statusCode,
    ).toBe(400);
  });
});
