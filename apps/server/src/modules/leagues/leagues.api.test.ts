import type {
  League,
  LeagueDetail,
  LeaguePage,
  LeagueStandingsPage,
  TokenPair,
  UserListItem,
} from '@shred/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, leagueMembers, leagues, teams, users } from '../../db/schema/index.ts';
import { writeBoard } from '../../test/boards.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { JOINING_CLOSED, LEAGUE_NOT_FOUND, OWNER_ONLY } from './leagues.service.ts';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
const stamp = `${process.pid}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  [owner, member, stranger] = [await newUser(t.app), await newUser(t.app), await newUser(t.app)];
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, who: TestUser | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function created(who: TestUser, name: string, description?: string): Promise<LeagueDetail> {
  const res = await api('POST', 'leagues/', who, { name, ...(description ? { description } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<LeagueDetail>();
}
const unique = (name: string) => `${name} ${stamp}${Math.floor(Math.random() * 1e6)}`;
const detail = async (slug: string, who: TestUser) =>
  (await api('GET', `leagues/${slug}/`, who)).json<LeagueDetail>();
const join = (slug: string, who: TestUser, body: object = {}) =>
  api('POST', `leagues/${slug}/join/`, who, body);
const leagueCount = async () => (await t.database.db.select({ n: count() }).from(leagues))[0]?.n ?? 0;
const membershipOf = async (slug: string, userId: number) => {
  const [row] = await t.database.db
    .select({ inviterId: leagueMembers.inviterId })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(and(eq(leagues.slug, slug), eq(leagueMembers.userId, userId)));
  return row;
};

describe('creating a league (issue 15.1, R1.27, R3.31)', () => {
  it('makes its slug from the name, makes the caller owner and first member, and lists it as theirs', async () => {
    const league = await created(owner, `Zürich Shredders ${stamp}`, 'Friends who ride.');
    expect(league).toMatchObject({
      slug: `zurich-shredders-${stamp}`,
      name: `Zürich Shredders ${stamp}`,
      description: 'Friends who ride.',
      image: null,
      members_count: 1,
      owner: { id: owner.id, username: owner.username },
      joining_closed: false,
      is_member: true,
      is_owner: true,
      my_rank: 1,
      events: [],
      sports: [],
    });
    const mine = (await api('GET', 'leagues/', owner)).json<LeaguePage>();
    expect(mine.results.map((l) => l.slug)).toContain(league.slug);
    expect(mine.results.find((l) => l.slug === league.slug)?.my_rank).toBe(1);
    expect(
      (await api('GET', 'leagues/', stranger)).json<LeaguePage>().results.map((l) => l.slug),
    ).not.toContain(league.slug);
  });

  it('adds -2, -3 … to a taken slug, and never answers a reserved word or a bare number', async () => {
    const name = `Same Name ${stamp}`;
    const slugs = [(await created(owner, name)).slug, (await created(member, name)).slug];
    slugs.push((await created(stranger, name.toUpperCase())).slug);
    expect(slugs).toEqual([`same-name-${stamp}`, `same-name-${stamp}-2`, `same-name-${stamp}-3`]);
    const settings = await created(owner, 'Settings');
    expect(settings.slug).toMatch(/^league-settings(-\d+)?$/);
    const year = await created(owner, '2026');
    expect(year.slug).toMatch(/^league-2026(-\d+)?$/);
    const kanji = await created(owner, '雪山リーグ');
    expect(kanji.slug).toMatch(/^league(-\d+)?$/);
    expect(kanji.name).toBe('雪山リーグ');
  });

  it('refuses empty, short, over-long, control-character and letterless names with 400, creating nothing', async () => {
    const before = await leagueCount();
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'ab' },
      { name: 'x'.repeat(61) },
      { name: 'Bad\u0007Name' },
      { name: 'Tab\tName' },
      { name: '!!! ???' },
      { name: 42 },
      { name: 'Fine name', description: 'd'.repeat(501) },
      { name: 'Fine name', description: 'null \u0000 byte' },
    ]) {
      const res = await api('POST', 'leagues/', owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await api('POST', 'leagues/', null, { name: 'Anonymous league' }).then((r) => r.statusCode)).toBe(
      401,
    );
    expect(await leagueCount()).toBe(before);
  });
});

describe('reading, editing and closing a league (issue 15.1, R1.27)', () => {
  it('lets any signed-in manager read detail, members and standings; the invite preview is public', async () => {
    const league = await created(owner, unique('Readers'));
    const seen = await detail(league.slug, stranger);
    expect(seen).toMatchObject({ is_member: false, is_owner: false, my_rank: null, members_count: 1 });
    const members = await api('GET', `leagues/${league.slug}/members/`, stranger);
    expect(members.statusCode).toBe(200);
    expect(members.json<{ results: UserListItem[] }>().results).toEqual([
      {
        id: owner.id,
        username: owner.username,
        profile_image: null,
        is_verified: false,
        level: { name: 'Grom' },
        profile_type: { type: 'manager' },
        follow_status: { following: false },
      },
    ]);
    const standings = (
      await api('GET', `leagues/${league.slug}/standings/`, stranger)
    ).json<LeagueStandingsPage>();
    expect(standings).toMatchObject({ count: 1, next: null, me: null });
    const invite = await api('GET', `leagues/${league.slug}/invite/`, null);
    expect(invite.statusCode).toBe(200);
    expect(invite.json<League>()).toMatchObject({ slug: league.slug, members_count: 1, is_member: false });
    expect(await api('GET', `leagues/${league.slug}/`, null).then((r) => r.statusCode)).toBe(401);
  });

  it('answers 404 for an unknown slug on every league call', async () => {
    const slug = `no-such-league-${stamp}`;
    const calls: Array<[Method, string, object?]> = [
      ['GET', `leagues/${slug}/`],
      ['PUT', `leagues/${slug}/`, { name: 'Renamed league' }],
      ['DELETE', `leagues/${slug}/`],
      ['POST', `leagues/${slug}/join/`, {}],
      ['POST', `leagues/${slug}/leave/`],
      ['GET', `leagues/${slug}/members/`],
      ['DELETE', `leagues/${slug}/members/${member.id}/`],
      ['PUT', `leagues/${slug}/events/`, { event_ids: [] }],
      ['PUT', `leagues/${slug}/sports/`, { sport_slugs: [] }],
      ['GET', `leagues/${slug}/standings/`],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(method, url, owner, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({ detail: LEAGUE_NOT_FOUND });
    }
    expect((await api('GET', `leagues/${slug}/invite/`, null)).statusCode).toBe(404);
  });

  it('lets the owner change the name, description and closing; anyone else gets 403 and nothing changes', async () => {
    const league = await created(owner, unique('Editable'));
    await join(league.slug, member);
    const before = await detail(league.slug, owner);
    const refusals: Array<[Method, string, object?]> = [
      ['PUT', `leagues/${league.slug}/`, { name: 'Hijacked league' }],
      ['DELETE', `leagues/${league.slug}/`],
      ['PUT', `leagues/${league.slug}/events/`, { event_ids: [] }],
      ['PUT', `leagues/${league.slug}/sports/`, { sport_slugs: ['snowboarding'] }],
      ['DELETE', `leagues/${league.slug}/members/${owner.id}/`],
    ];
    for (const who of [member, stranger]) {
      for (const [method, url, body] of refusals) {
        const res = await api(method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ detail: OWNER_ONLY });
      }
    }
    expect(await detail(league.slug, owner)).toEqual(before);

    const bad = await api('PUT', `leagues/${league.slug}/`, owner, { name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await api('PUT', `leagues/${league.slug}/`, owner, {})).statusCode).toBe(400);
    const res = await api('PUT', `leagues/${league.slug}/`, owner, {
      name: 'Renamed Crew',
      description: 'New words.',
      joining_closed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<LeagueDetail>()).toMatchObject({
      slug: league.slug,
      name: 'Renamed Crew',
      description: 'New words.',
      joining_closed: true,
      members_count: 2,
    });

    expect((await api('DELETE', `leagues/${league.slug}/`, owner)).statusCode).toBe(204);
    expect((await api('GET', `leagues/${league.slug}/`, owner)).statusCode).toBe(404);
  });

  it('sets the events and sports that count, refusing unknown ones with 400 and changing nothing', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const league = await created(owner, unique('Scoped'));
    const events = await api('PUT', `leagues/${league.slug}/events/`, owner, { event_ids: [game.eventId] });
    expect(events.statusCode).toBe(200);
    expect(events.json<LeagueDetail>().events).toEqual([
      { id: game.eventId, slug: game.eventSlug, name: expect.any(String) },
    ]);
    const sports = await api('PUT', `leagues/${league.slug}/sports/`, owner, {
      sport_slugs: [game.sportSlug],
    });
    expect(sports.json<LeagueDetail>().sports).toEqual([{ slug: game.sportSlug, name: expect.any(String) }]);
    for (const [url, body] of [
      ['events', { event_ids: [game.eventId, 2_000_000_000] }],
      ['events', { event_ids: [game.eventId, game.eventId] }],
      ['events', { event_ids: ['one'] }],
      ['sports', { sport_slugs: ['no-such-sport'] }],
      ['sports', { sport_slugs: ['Bad Slug'] }],
    ] as const) {
      expect((await api('PUT', `leagues/${league.slug}/${url}/`, owner, body)).statusCode, url).toBe(400);
    }
    const after = await detail(league.slug, owner);
    expect(after.events.map((e) => e.id)).toEqual([game.eventId]);
    expect(after.sports.map((s) => s.slug)).toEqual([game.sportSlug]);
    const cleared = await api('PUT', `leagues/${league.slug}/events/`, owner, { event_ids: [] });
    expect(cleared.json<LeagueDetail>().events).toEqual([]);
  });
});

describe('joining, leaving and members (issue 15.1, R1.27)', () => {
  it('joins once however often asked, records a real inviter, and ignores an unknown one', async () => {
    const league = await created(owner, unique('Joinable'));
    const first = await join(league.slug, member, { inviter_id: owner.id });
    expect(first.statusCode).toBe(200);
    expect(first.json<LeagueDetail>()).toMatchObject({ is_member: true, is_owner: false, members_count: 2 });
    const again = await join(league.slug, member, { inviter_id: stranger.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<LeagueDetail>().members_count).toBe(2);
    expect(await membershipOf(league.slug, member.id)).toEqual({ inviterId: owner.id });
    expect((await join(league.slug, stranger, { inviter_id: 2_000_000_000 })).statusCode).toBe(200);
    expect(await membershipOf(league.slug, stranger.id)).toEqual({ inviterId: null });
    expect((await join(league.slug, stranger, { inviter_id: 'x' })).statusCode).toBe(400);
  });

  it('refuses newcomers with 409 once joining is closed, while a member joining again gets 200', async () => {
    const league = await created(owner, unique('Closed'));
    await join(league.slug, member);
    await api('PUT', `leagues/${league.slug}/`, owner, { joining_closed: true });
    const refused = await join(league.slug, stranger);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: JOINING_CLOSED });
    expect(await membershipOf(league.slug, stranger.id)).toBeUndefined();
    expect((await join(league.slug, member)).statusCode).toBe(200);
    expect((await detail(league.slug, owner)).members_count).toBe(2);
  });

  it('lets a member leave; leaving twice is a 409', async () => {
    const league = await created(owner, unique('Leavable'));
    await join(league.slug, member);
    const left = await api('POST', `leagues/${league.slug}/leave/`, member);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ left: true, closed: false });
    expect((await api('POST', `leagues/${league.slug}/leave/`, member)).statusCode).toBe(409);
    expect((await detail(league.slug, owner)).members_count).toBe(1);
  });

  it('passes the league to the longest-standing member when its owner leaves, and closes it when the owner is alone', async () => {
    const league = await created(owner, unique('Heirs'));
    await join(league.slug, member);
    await join(league.slug, stranger);
    const left = await api('POST', `leagues/${league.slug}/leave/`, owner);
    expect(left.json()).toEqual({ left: true, closed: false });
    const after = await detail(league.slug, member);
    expect(after).toMatchObject({ owner: { id: member.id }, is_owner: true, members_count: 2 });

    const alone = await created(owner, unique('Alone'));
    const closed = await api('POST', `leagues/${alone.slug}/leave/`, owner);
    expect(closed.json()).toEqual({ left: true, closed: true });
    expect((await api('GET', `leagues/${alone.slug}/`, owner)).statusCode).toBe(404);
  });

  it('lets the owner remove a member; removing oneself is a 409 and an outsider a 404', async () => {
    const league = await created(owner, unique('Prunable'));
    await join(league.slug, member);
    await join(league.slug, stranger);
    const self = await api('DELETE', `leagues/${league.slug}/members/${owner.id}/`, owner);
    expect(self.statusCode).toBe(409);
    const byMember = await api('DELETE', `leagues/${league.slug}/members/${stranger.id}/`, member);
    expect(byMember.statusCode).toBe(403);
    expect((await detail(league.slug, owner)).members_count).toBe(3);
    expect((await api('DELETE', `leagues/${league.slug}/members/${member.id}/`, owner)).statusCode).toBe(204);
    expect((await api('DELETE', `leagues/${league.slug}/members/${member.id}/`, owner)).statusCode).toBe(404);
    expect((await api('DELETE', `leagues/${league.slug}/members/0/`, owner)).statusCode).toBe(400);
    const members = (await api('GET', `leagues/${league.slug}/members/`, owner)).json<{
      count: number;
      results: UserListItem[];
    }>();
    expect(members.count).toBe(2);
    expect(members.results.map((u) => u.id)).toEqual([owner.id, stranger.id]);
    expect(members.results.map((u) => u.follow_status.following)).toEqual([false, false]);
  });
});

describe('standings: every member, sums of game scores over what counts (issue 15.2, R1.27)', () => {
  let games: GameFixture[];
  let slug: string;
  let riders: Record<'anna' | 'ben' | 'cleo' | 'dan', TestUser>;

  /** Scored teams on each game's board, as a scoring pass leaves them. */
  async function board(
    game: GameFixture,
    lines: Array<[TestUser, number, 'manager' | 'quickplay', number?]>,
  ) {
    const rows = await t.database.db
      .insert(teams)
      .values(
        lines.map(([user, , mode, entry]) => ({
          gameId: game.gameId,
          userId: user.id,
          mode,
          entryNumber: entry ?? 1,
          captainAthleteId: game.athletes[0]?.id ?? 0,
        })),
      )
      .returning({ id: teams.id, userId: teams.userId, mode: teams.mode });
    await writeBoard(
      t.database.db,
      game.gameId,
      rows.map((row, i) => ({
        teamId: row.id,
        userId: row.userId,
        mode: row.mode,
        score: lines[i]?.[1] ?? 0,
      })),
    );
  }

  const standings = async (who: TestUser, query = '') => {
    const res = await api('GET', `leagues/${slug}/standings/${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeagueStandingsPage>();
  };
  const table = (page: LeagueStandingsPage) =>
    page.results.map((r) => [r.user.id, r.rank, r.points, r.games]);

  beforeAll(async () => {
    const s = stamp.slice(-6);
    riders = {
      anna: await newUser(t.app, { username: `zanna${s}` }),
      ben: await newUser(t.app, { username: `zben${s}` }),
      cleo: await newUser(t.app, { username: `zcleo${s}` }),
      dan: await newUser(t.app, { username: `zdan${s}` }),
    };
    games = [
      await createGameFixture(t.database.db, { now: t.clock.now() }),
      await createGameFixture(t.database.db, { now: t.clock.now() }),
      await createGameFixture(t.database.db, { now: t.clock.now() }),
    ];
    const [a, b, c] = games as [GameFixture, GameFixture, GameFixture];
    const { anna, ben, cleo, dan } = riders;
    await board(a, [
      [anna, 50, 'manager'],
      [anna, 45.5, 'manager', 2],
      [ben, 30, 'manager'],
      [dan, 99, 'quickplay'],
    ]);
    await board(b, [
      [anna, 20, 'manager'],
      [ben, 40, 'manager'],
      [cleo, 30.25, 'manager'],
    ]);
    await board(c, [[cleo, 10, 'manager']]);
    slug = (await created(anna, unique('Standings'))).slug;
    for (const rider of [ben, cleo, dan]) await join(slug, rider);
  });

  it('ranks every member by points with shared ranks, non-players at 0, quickplay and best team only', async () => {
    const { anna, ben, cleo, dan } = riders;
    const page = await standings(ben);
    expect(page.count).toBe(4);
    expect(page.next).toBeNull();
    expect(table(page)).toEqual([
      [anna.id, 1, 70, 2],
      [ben.id, 1, 70, 2],
      [cleo.id, 3, 40.25, 2],
      [dan.id, 4, 0, 0],
    ]);
    expect(page.me).toMatchObject({
      rank: 1,
      points: 70,
      user: { id: ben.id, follow_status: { following: false } },
    });
    expect(page.results[0]?.user).toMatchObject({
      username: anna.username,
      follow_status: { following: false },
    });
    expect((await detail(slug, cleo)).my_rank).toBe(3);
  });

  it('pages 50 by default, pins the viewer’s own row on any page, and has no own row for a non-member', async () => {
    const { cleo, dan } = riders;
    const second = await standings(cleo, '?page=2&page_size=2');
    expect(table(second).map((row) => row[0])).toEqual([cleo.id, dan.id]);
    expect(second.next).toBeNull();
    const first = await standings(dan, '?page=1&page_size=2');
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe(2);
    expect(first.me).toMatchObject({ rank: 4, points: 0, games: 0, user: { id: dan.id } });
    expect((await standings(stranger)).me).toBeNull();
    expect((await api('GET', `leagues/${slug}/standings/?page_size=101`, dan)).statusCode).toBe(400);
    expect((await api('GET', `leagues/${slug}/standings/?page=0`, dan)).statusCode).toBe(400);
  });

  it('counts only the games of the chosen events, sports, or both', async () => {
    const { anna, ben, cleo, dan } = riders;
    const [a, b, c] = games as [GameFixture, GameFixture, GameFixture];
    await api('PUT', `leagues/${slug}/events/`, anna, { event_ids: [a.eventId] });
    expect(table(await standings(anna))).toEqual([
      [anna.id, 1, 50, 1],
      [ben.id, 2, 30, 1],
      [cleo.id, 3, 0, 0],
      [dan.id, 3, 0, 0],
    ]);
    await api('PUT', `leagues/${slug}/events/`, anna, { event_ids: [] });
    await api('PUT', `leagues/${slug}/sports/`, anna, { sport_slugs: [b.sportSlug] });
    expect(table(await standings(anna))).toEqual([
      [ben.id, 1, 40, 1],
      [cleo.id, 2, 30.25, 1],
      [anna.id, 3, 20, 1],
      [dan.id, 4, 0, 0],
    ]);
    await api('PUT', `leagues/${slug}/events/`, anna, { event_ids: [a.eventId, b.eventId] });
    await api('PUT', `leagues/${slug}/sports/`, anna, { sport_slugs: [b.sportSlug, c.sportSlug] });
    expect(table(await standings(anna))).toEqual([
      [ben.id, 1, 40, 1],
      [cleo.id, 2, 30.25, 1],
      [anna.id, 3, 20, 1],
      [dan.id, 4, 0, 0],
    ]);
    await api('PUT', `leagues/${slug}/events/`, anna, { event_ids: [c.eventId] });
    await api('PUT', `leagues/${slug}/sports/`, anna, { sport_slugs: [a.sportSlug] });
    expect(table(await standings(anna)).map((row) => row[2])).toEqual([0, 0, 0, 0]);
    await api('PUT', `leagues/${slug}/events/`, anna, { event_ids: [] });
    await api('PUT', `leagues/${slug}/sports/`, anna, { sport_slugs: [] });
  });

  it('lists my leagues with my rank in each, every league over its own games', async () => {
    const { anna, ben, cleo } = riders;
    const [, b] = games as [GameFixture, GameFixture, GameFixture];
    // A second league of the same members that counts only game b: there Anna is last of three.
    const other = (await created(cleo, unique('Standings b'))).slug;
    for (const rider of [anna, ben]) await join(other, rider);
    await api('PUT', `leagues/${other}/events/`, cleo, { event_ids: [b.eventId] });
    const ranks = async (who: TestUser) =>
      Object.fromEntries(
        (await api('GET', 'leagues/', who))
          .json<LeaguePage>()
          .results.filter((l) => l.slug === slug || l.slug === other)
          .map((l) => [l.slug, l.my_rank]),
      );
    expect(await ranks(anna)).toEqual({ [slug]: 1, [other]: 3 });
    expect(await ranks(ben)).toEqual({ [slug]: 1, [other]: 1 });
    expect(await ranks(cleo)).toEqual({ [slug]: 3, [other]: 2 });
    expect((await detail(other, anna)).my_rank).toBe(3);
  });
});

describe('invites at registration and the referral reward (issue 15.3, R1.19, R3.05, R7.11)', () => {
  const register = async (extra: object) => {
    const id = `${stamp}${Math.floor(Math.random() * 1e6)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { credentials: { email: `invitee${id}@example.com`, password: 'a-long-password' }, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    const auth = { authorization: `Bearer ${res.json<TokenPair>().access}` };
    const me = await t.app.inject({ url: '/api/users/me/', headers: auth });
    return { id: me.json<{ id: number }>().id, auth };
  };

  it('joins the league of the link in the registration, recording the inviter', async () => {
    const league = await created(owner, unique('Invited'));
    const invitee = await register({ leagueSlug: league.slug, inviterId: String(owner.id) });
    expect(await membershipOf(league.slug, invitee.id)).toEqual({ inviterId: owner.id });
    const mine = await t.app.inject({ url: '/api/leagues/', headers: invitee.auth });
    expect(mine.json<LeaguePage>().results.map((l) => l.slug)).toEqual([league.slug]);
  });

  it('registers all the same when the league is unknown or closed, joining nothing', async () => {
    const league = await created(owner, unique('Shut'));
    await api('PUT', `leagues/${league.slug}/`, owner, { joining_closed: true });
    const closed = await register({ leagueSlug: league.slug });
    expect(await membershipOf(league.slug, closed.id)).toBeUndefined();
    const unknown = await register({ leagueSlug: `no-such-league-${stamp}` });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(leagueMembers)
      .where(eq(leagueMembers.userId, unknown.id));
    expect(row?.n).toBe(0);
  });

  it('pays no one for a sign-up without an inviter', async () => {
    const loner = await register({});
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/profile/${loner.id}/`,
      headers: loner.auth,
      payload: { completed_manager_welcome: true },
    });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'referral'), eq(creditLedger.reference, `referral:${loner.id}`)));
    expect(row?.n).toBe(0);
    const [user] = await t.database.db
      .select({ inviterId: users.inviterId })
      .from(users)
      .where(eq(users.id, loner.id));
    expect(user?.inviterId).toBeNull();
  });
});
