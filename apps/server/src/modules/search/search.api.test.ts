import { SEARCH_RESULTS_MAX, type SearchResult } from '@shred/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  eventSports,
  events,
  leagueMembers,
  leagues,
  sports,
  users,
} from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { searchStatements, withThreshold } from './search.queries.ts';

let t: TestApp;
let viewer: TestUser;
let followed: TestUser;
let stranger: TestUser;
let pelletier: number;
let avalanche: string;

const insertUsers = (db: Db, names: readonly string[], xp = 0) =>
  db.insert(users).values(names.map((username) => ({ username, email: `${username}@example.com`, xp })));

async function insertAthletes(db: Db, names: readonly [string, string][]): Promise<number[]> {
  const [sport] = await db.select({ id: sports.id }).from(sports).where(eq(sports.slug, 'snowboarding'));
  const rows = await db
    .insert(athletes)
    .values(
      names.map(([firstName, lastName]) => ({
        slug: `${firstName}-${lastName}`.toLowerCase(),
        firstName,
        lastName,
        gender: 'M' as const,
        primarySportId: sport?.id ?? 0,
        nationality: 'FRA',
      })),
    )
    .returning({ id: athletes.id });
  return rows.map((row) => row.id);
}

const insertEvents = (db: Db, names: readonly string[]) =>
  db.insert(events).values(
    names.map((name) => ({
      name,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      location: 'Laax',
      season: '2026-27',
      dateFrom: '2027-01-18',
      dateTo: '2027-01-23',
    })),
  );

async function insertLeagues(db: Db, ownerId: number, names: readonly string[]): Promise<number[]> {
  const rows = await db
    .insert(leagues)
    .values(names.map((name) => ({ name, slug: name.toLowerCase().replaceAll(' ', '-'), ownerId })))
    .returning({ id: leagues.id });
  return rows.map((row) => row.id);
}

const numbered = (stem: string) =>
  Array.from({ length: SEARCH_RESULTS_MAX + 5 }, (_, i) => `${stem}${String(i).padStart(2, '0')}`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCatalog(db);
  viewer = await newUser(t.app, { username: 'viewer_one' });
  followed = await newUser(t.app, { username: 'powderhound' });
  stranger = await newUser(t.app, { username: 'powderhounds' });
  await t.app.inject({
    method: 'POST',
    url: '/api/users/connections/follow/',
    headers: viewer.auth,
    payload: { target_user_id: followed.id },
  });
  await insertUsers(db, ['shredder', 'shredders', 'shreder']);
  await insertUsers(db, numbered('limitrider_'), 2500);
  [pelletier = 0] = await insertAthletes(db, [
    ['Jeremy', 'Pelletier'],
    ['Jeremy', 'Pelletiere'],
    ['Anna', 'Gasser'],
  ]);
  await db.update(athletes).set({ userId: followed.id }).where(eq(athletes.id, pelletier));
  await insertAthletes(
    db,
    numbered('Rider').map((last) => ['Backflip', last]),
  );
  await insertEvents(db, ['Snowboard World Cup Laax', 'Laax Open', 'Laax Open Qualifier']);
  await insertEvents(db, numbered('Halfpipe Series Stop '));
  await db.execute(
    sql`insert into ${eventSports} (event_id, sport_id) select e.id, s.id from ${events} e, ${sports} s
        where e.slug = 'laax-open' and s.slug = 'snowboarding'`,
  );
  const [league = 0] = await insertLeagues(db, viewer.id, ['Avalanche Crew']);
  avalanche = 'avalanche-crew';
  await db.insert(leagueMembers).values([
    { leagueId: league, userId: viewer.id },
    { leagueId: league, userId: followed.id },
  ]);
  await insertLeagues(db, stranger.id, numbered('Couloir Club '));
});
afterAll(() => t.close());

const search = (query: string, who?: TestUser) =>
  t.app.inject({ url: `/api/core/search/?query=${encodeURIComponent(query)}`, headers: who?.auth ?? {} });
const found = async (query: string, who?: TestUser): Promise<SearchResult> => {
  const res = await search(query, who);
  expect(res.statusCode, query).toBe(200);
  return res.json<SearchResult>();
};

describe('GET core/search/ (issue 15.3, R7.43, R3.32, R1.16)', () => {
  it('answers the four lists in spec §3 shapes (issue 15.3, R3.32, R7.43)', async () => {
    const result = await found('pelletier', viewer);
    expect(Object.keys(result).sort()).toEqual(['athletes', 'events', 'leagues', 'users']);
    expect(result.athletes[0]).toEqual({
      id: pelletier,
      slug: 'jeremy-pelletier',
      first_name: 'Jeremy',
      last_name: 'Pelletier',
      avatar: null,
      gender: 'M',
      primary_sport: { name: 'Snowboarding', slug: 'snowboarding' },
      nationality: { ioc: 'FRA' },
      aspi: expect.any(Number),
      owned_instances: [],
    });
    const leagues = (await found('avalanche', viewer)).leagues;
    expect(leagues).toEqual([
      {
        slug: avalanche,
        name: 'Avalanche Crew',
        image: null,
        members_count: 2,
        description: '',
        owner: { id: viewer.id, username: 'viewer_one' },
        joining_closed: false,
        is_member: true,
        is_owner: true,
        my_rank: null,
        created_at: expect.any(String),
      },
    ]);
    const events = (await found('laax open')).events;
    expect(events[0]).toEqual({
      id: expect.any(Number),
      name: 'Laax Open',
      slug: 'laax-open',
      image: null,
      date_from: '2027-01-18',
      date_to: '2027-01-23',
      location: 'Laax',
      season: '2026-27',
      sports: [{ name: 'Snowboarding', slug: 'snowboarding' }],
      fantasy_games: [],
    });
    // An event with no sport linked lists none, rather than missing the field.
    expect(events.find((e) => e.slug === 'laax-open-qualifier')?.sports).toEqual([]);
  });

  it('finds each category through a typo (issue 15.3, R1.16)', async () => {
    expect((await found('pelletiar')).athletes.map((a) => a.last_name)).toContain('Pelletier');
    expect((await found('snowbord')).events.map((e) => e.name)).toContain('Snowboard World Cup Laax');
    expect((await found('powderhaund')).users.map((u) => u.username)).toContain('powderhound');
    expect((await found('avalance crew')).leagues.map((l) => l.name)).toEqual(['Avalanche Crew']);
  });

  it('ranks the exact name first, then names that start with the query, then fuzzy ones (issue 15.3, R1.16)', async () => {
    expect((await found('shredder')).users.map((u) => u.username)).toEqual([
      'shredder',
      'shredders',
      'shreder',
    ]);
    expect((await found('pelletier')).athletes.slice(0, 2).map((a) => a.last_name)).toEqual([
      'Pelletier',
      'Pelletiere',
    ]);
    expect((await found('laax open')).events.map((e) => e.name).slice(0, 2)).toEqual([
      'Laax Open',
      'Laax Open Qualifier',
    ]);
    expect((await found('SHREDDER')).users[0]?.username).toBe('shredder');
  });

  it('answers at most 20 of each, best first (issue 15.3, R7.43)', async () => {
    const users = (await found('limitrider')).users;
    expect(users).toHaveLength(SEARCH_RESULTS_MAX);
    expect(users[0]).toMatchObject({
      username: 'limitrider_00',
      level: { name: 'Ripper' },
      follow_status: { following: false },
    });
    expect((await found('backflip')).athletes).toHaveLength(SEARCH_RESULTS_MAX);
    expect((await found('halfpipe series')).events).toHaveLength(SEARCH_RESULTS_MAX);
    expect((await found('couloir club')).leagues).toHaveLength(SEARCH_RESULTS_MAX);
  });

  it('shows the follow state to a signed-in viewer only, false for oneself (issue 15.3, issue 27.5, R3.32, R3.30)', async () => {
    const anonymous = (await found('powderhound')).users;
    expect(anonymous.map((u) => u.follow_status)).toEqual([{ following: false }, { following: false }]);
    const signedIn = (await found('powderhound', viewer)).users;
    expect(signedIn).toEqual([
      {
        id: followed.id,
        username: 'powderhound',
        profile_image: null,
        is_verified: false,
        level: { name: 'Grom' },
        profile_type: { type: 'athlete', athlete_name: 'Jeremy Pelletier' },
        follow_status: { following: true },
      },
      expect.objectContaining({
        id: stranger.id,
        profile_type: { type: 'manager' },
        follow_status: { following: false },
      }),
    ]);
    expect((await found('viewer_one', viewer)).users[0]).toMatchObject({
      id: viewer.id,
      follow_status: { following: false },
    });
    const strangers = (await found('avalanche', stranger)).leagues[0];
    expect(strangers).toMatchObject({ is_member: false, is_owner: false, my_rank: null });
  });

  it('never finds a deleted account (issue 15.3, R1.16)', async () => {
    const ghost = await newUser(t.app, { username: 'ghostrider' });
    expect((await found('ghostrider')).users.map((u) => u.id)).toEqual([ghost.id]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account/',
      headers: ghost.auth,
    });
    expect(res.statusCode).toBe(204);
    expect((await found('ghostrider')).users).toEqual([]);
    expect((await found(`deleted-${ghost.id}`)).users).toEqual([]);
  });

  it('refuses a query under 3 characters, whitespace or none with the contract’s message (issue 15.3, R5.07, R9.23)', async () => {
    for (const query of ['ab', '  ab  ', '     ', '']) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json(), JSON.stringify(query)).toMatchObject({
        fields: { query: ['Type at least 3 characters.'] },
      });
    }
    expect((await t.app.inject({ url: '/api/core/search/' })).statusCode).toBe(400);
    expect((await search('x'.repeat(81))).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/core/search/?query=abc&query=def' })).statusCode).toBe(400);
  });

  it('takes hostile input as plain text: never a 5xx, wildcards match nothing (issue 15.3, R7.43)', async () => {
    const hostile = [
      '%%%',
      '___',
      '\\\\\\',
      "'''",
      '"""',
      "' or 1=1 --",
      "x'; drop table users; --",
      'shred%',
      'shr_dder',
      '🏂🏂🏂',
      'sn🏂wboard',
      '\u202epelletier',
      'ǅǈǋ',
      'x'.repeat(80),
      'ab'.repeat(40),
      '$1 $2',
      '::text',
    ];
    for (const query of hostile) {
      const res = await search(query, viewer);
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
    }
    const empty = { events: [], users: [], leagues: [], athletes: [] };
    for (const query of ['%%%', '___', '\\\\\\', "'''", '🏂🏂🏂']) expect(await found(query)).toEqual(empty);
    // Control characters are refused like in every other query value (issue 27.1).
    for (const query of ['\u0000\u0000pelletier', 'pelle\u0007tier']) {
      const res = await search(query, viewer);
      expect([res.statusCode, res.json().fields], JSON.stringify(query)).toEqual([
        400,
        { query: ['Remove control characters.'] },
      ]);
    }
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count?.n).toBeGreaterThan(0);
  });

  it('reads each category through its trigram index (issue 15.3, R1.16)', async () => {
    const plans = await withThreshold(t.database.db, 'powderhaund', async (tx) => {
      // Tables this small are cheaper to read down their primary key; forbid that too to see
      // whether the trigram index fits the expression searched (the bench shows real plans).
      await tx.execute(sql`set local enable_indexscan = off`);
      const explain = async (statement: Parameters<typeof tx.execute>[0]) => {
        const result = (await tx.execute(sql`explain (costs off) ${statement}`)) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      };
      return {
        users: await explain(searchStatements.users(tx, 'powderhaund', viewer.id)),
        athletes: await explain(searchStatements.athletes(tx, 'pelletiar')),
        events: await explain(searchStatements.events(tx, 'snowbord')),
        leagues: await explain(searchStatements.leagues(tx, 'avalance', viewer.id)),
      };
    });
    expect(plans.users).toContain('users_username_trgm_idx');
    expect(plans.athletes).toContain('athletes_name_trgm_idx');
    expect(plans.events).toContain('events_name_trgm_idx');
    expect(plans.leagues).toContain('leagues_name_trgm_idx');
  });
});
