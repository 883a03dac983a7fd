import type { Cup, GameDetail, SportEvent, SportEventPage } from '@shred/contract';
import { athletePrice } from '@shred/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fantasyGames, quickplayCupGames, quickplayCups, teams } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { type InsertedGame, insertGame, mintCard } from './game.fixtures.ts';
import { openDueGames } from './game-schedule.ts';

const DAY_MS = 86_400_000;
const SEASON = 'evt-season';

let t: TestApp;
let viewer: TestUser;
let live: InsertedGame;
let upcoming: InsertedGame;
let past: InsertedGame;
let soon: InsertedGame;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCatalog(db);
  viewer = await newUser(t.app);
  const now = t.clock.now();
  live = await insertGame(db, { now, status: 'OPN', firstRoundInMs: 3 * DAY_MS, season: SEASON });
  upcoming = await insertGame(db, {
    now,
    status: 'UPC',
    firstRoundInMs: 20 * DAY_MS,
    opensInMs: 13 * DAY_MS,
    season: SEASON,
  });
  soon = await insertGame(db, {
    now,
    status: 'UPC',
    firstRoundInMs: 10 * DAY_MS,
    opensInMs: 3 * DAY_MS,
    season: SEASON,
  });
  past = await insertGame(db, { now, status: 'CPL', firstRoundInMs: -20 * DAY_MS, season: SEASON });
  await db.insert(teams).values({
    gameId: live.gameId,
    userId: viewer.id,
    mode: 'manager',
    captainAthleteId: live.athleteIds[0] ?? 0,
  });
});
afterAll(() => t.close());

const get = <T>(url: string, who?: TestUser) =>
  t.app
    .inject({ url: `/api/${url}`, headers: who?.auth ?? {} })
    .then((res) => ({ status: res.statusCode, body: res.json<T>() }));

describe('GET events/ — the event calendar (R3.24, R3.25, R7.55)', () => {
  it('orders live first, then upcoming soonest, then past latest, in spec §3 field names', async () => {
    const { status, body } = await get<SportEventPage>(`events/?season=${SEASON}`);
    expect(status).toBe(200);
    expect(body.count).toBe(4);
    expect(body.results.map((e) => e.id)).toEqual([
      live.eventId,
      soon.eventId,
      upcoming.eventId,
      past.eventId,
    ]);
    const event = body.results[0] as SportEvent;
    expect(Object.keys(event).sort()).toEqual(
      [
        'date_from',
        'date_to',
        'fantasy_games',
        'id',
        'image',
        'location',
        'name',
        'season',
        'slug',
        'sports',
      ].sort(),
    );
    expect(event.sports).toEqual([{ name: 'Snowboarding', slug: 'snowboarding' }]);
    const game = event.fantasy_games[0];
    expect(game).toMatchObject({
      status: 'OPN',
      gender: 'M',
      discipline: { slug: 'slopestyle' },
      user_team: null,
    });
    expect(game?.competitions.map((c) => [c.name, c.is_final])).toEqual([
      ['Qualifier', false],
      ['Final', true],
    ]);
    expect(Number.isNaN(Date.parse(game?.competitions[0]?.date ?? ''))).toBe(false);
  });

  it('filters by phase, sport and season', async () => {
    const ids = async (query: string) =>
      (await get<SportEventPage>(`events/?season=${SEASON}&${query}`)).body.results.map((e) => e.id);
    expect(await ids('status=live')).toEqual([live.eventId]);
    expect(await ids('status=upcoming')).toEqual([soon.eventId, upcoming.eventId]);
    expect(await ids('status=past')).toEqual([past.eventId]);
    expect(await ids('sport=snowboarding')).toHaveLength(4);
    expect(await ids('sport=surfing')).toEqual([]);
    expect((await get<SportEventPage>('events/?season=no-such-season')).body).toEqual({
      count: 0,
      results: [],
    });
  });

  it('pages with page and page_size, keeping the total', async () => {
    const first = await get<SportEventPage>(`events/?season=${SEASON}&page_size=3`);
    const second = await get<SportEventPage>(`events/?season=${SEASON}&page_size=3&page=2`);
    expect(first.body.count).toBe(4);
    expect(first.body.results).toHaveLength(3);
    expect(second.body.results.map((e) => e.id)).toEqual([past.eventId]);
  });

  it('shows the signed-in viewer their own team as user_team {id, score, rank}', async () => {
    const { body } = await get<SportEventPage>(`events/?season=${SEASON}&status=live`, viewer);
    expect(body.results[0]?.fantasy_games[0]?.user_team).toMatchObject({ score: null, rank: null });
    const quickplay = await get<SportEventPage>(
      `events/?season=${SEASON}&status=live&game_mode=quickplay`,
      viewer,
    );
    expect(quickplay.body.results[0]?.fantasy_games[0]?.user_team).toBeNull();
    const other = await get<SportEventPage>(`events/?season=${SEASON}&status=live`, await newUser(t.app));
    expect(other.body.results[0]?.fantasy_games[0]?.user_team).toBeNull();
  });

  it('answers 400 with field errors for a page size over 100 or an unknown status', async () => {
    const big = await get<{ detail: string; fields: Record<string, string[]> }>('events/?page_size=101');
    expect(big.status).toBe(400);
    expect(big.body.fields.page_size).toBeDefined();
    expect((await get('events/?status=soon')).status).toBe(400);
    expect((await get('events/?page=0')).status).toBe(400);
  });
});

describe('GET events/{slug}/ (R3.24)', () => {
  it('answers the event with its games', async () => {
    const { status, body } = await get<SportEvent>(`events/${live.eventSlug}/`, viewer);
    expect(status).toBe(200);
    expect(body.slug).toBe(live.eventSlug);
    expect(body.fantasy_games.map((g) => g.id)).toEqual([live.gameId]);
    expect(body.fantasy_games[0]?.user_team).not.toBeNull();
  });

  it('answers 404 for an unknown slug and 400 for one that cannot be a slug', async () => {
    expect((await get('events/no-such-event/')).status).toBe(404);
    expect((await get('events/Bad%20Slug/')).status).toBe(400);
  });
});

describe('GET games/{id}/ — game detail (R1.24, GAME.md "Teams and the two modes")', () => {
  it('lists the startlist with quickplay prices, lock times and the viewer’s cards', async () => {
    const athlete = live.athleteIds[1] ?? 0;
    const cardId = await mintCard(t.database.db, {
      ownerId: viewer.id,
      athleteId: athlete,
      tier: 'epic',
      contractGamesLeft: 3,
    });
    const { status, body } = await get<GameDetail>(`games/${live.gameId}/`, viewer);
    expect(status).toBe(200);
    expect(body.event.slug).toBe(live.eventSlug);
    expect(body.ruleset).toMatchObject({
      name: 'Standard',
      place_points: [100, 80, 65, 55, 50, 45, 40, 36],
      step: 2,
      min_points: 2,
    });
    expect(body.team_size).toBe(5);
    expect(body.quickplay_budget).toBe(100);
    expect(body.startlist).toHaveLength(6);
    for (const entry of body.startlist) {
      expect(entry.price).toBe(athletePrice(entry.athlete.aspi));
      expect(entry.price).toBe(5 + Math.round(entry.athlete.aspi / 5));
      expect(entry.locks_at).toBe(body.competitions[0]?.date);
    }
    const withCard = body.startlist.find((e) => e.athlete.id === athlete);
    expect(withCard?.athlete.owned_instances).toEqual([
      { id: cardId, background: 'epic', contract_games_left: 3 },
    ]);
    expect(body.user_teams).toEqual([expect.objectContaining({ mode: 'manager', entry_number: 1 })]);
    const anonymous = await get<GameDetail>(`games/${live.gameId}/`);
    expect(anonymous.body.startlist.every((e) => e.athlete.owned_instances.length === 0)).toBe(true);
    expect(anonymous.body.user_teams).toEqual([]);
  });

  it('answers 404 for an unknown game and 400 for an id that cannot exist', async () => {
    expect((await get('games/999999/')).status).toBe(404);
    expect((await get('games/0/')).status).toBe(400);
    expect((await get('games/99999999999/')).status).toBe(400);
    expect((await get('games/abc/')).status).toBe(400);
  });
});

describe('quickplay cups (GAME.md "Quickplay")', () => {
  it('lists cups and shows one with its games and their events', async () => {
    const db = t.database.db;
    const [cup] = await db
      .insert(quickplayCups)
      .values({ slug: 'test-cup', name: 'Test Cup', season: SEASON })
      .returning({ id: quickplayCups.id });
    await db.insert(quickplayCupGames).values([
      { cupId: cup?.id ?? 0, gameId: live.gameId },
      { cupId: cup?.id ?? 0, gameId: past.gameId },
    ]);
    const list = await get<Array<{ slug: string; games_count: number }>>('quickplay/cups/');
    expect(list.body).toContainEqual(expect.objectContaining({ slug: 'test-cup', games_count: 2 }));
    const one = await get<Cup>('quickplay/cups/test-cup/', viewer);
    expect(one.status).toBe(200);
    expect(one.body.games.map((g) => g.id).sort()).toEqual([live.gameId, past.gameId].sort());
    expect(one.body.games.find((g) => g.id === live.gameId)?.event.slug).toBe(live.eventSlug);
    // Cups are quickplay: the viewer's manager team is not theirs here.
    expect(one.body.games.every((g) => g.user_team === null)).toBe(true);
    expect((await get('quickplay/cups/no-such-cup/')).status).toBe(404);
  });
});

describe('openDueGames — UPC → OPN at opens_at (GAME.md "Fantasy game", R3.26)', () => {
  it('opens exactly the upcoming games whose window started, and is idempotent', async () => {
    const db = t.database.db;
    const statusOf = async (id: number) =>
      (await db.select({ s: fantasyGames.status }).from(fantasyGames).where(eq(fantasyGames.id, id)))[0]?.s;
    const at = new Date(t.clock.now() + 4 * DAY_MS);
    const opened = await openDueGames(db, at);
    expect(opened).toContain(soon.gameId);
    expect(opened).not.toContain(upcoming.gameId);
    expect(await statusOf(soon.gameId)).toBe('OPN');
    expect(await statusOf(upcoming.gameId)).toBe('UPC');
    expect(await statusOf(past.gameId)).toBe('CPL');
    expect(await openDueGames(db, at)).toEqual([]);
  });
});
