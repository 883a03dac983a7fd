import type {
  AdminReferralPage,
  LeagueStandingsPage,
  SearchResult,
  TokenPair,
  UserListItem,
} from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, sports, users } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';

let t: TestApp;
/** Staff, and the viewer of every list: follows the athlete. */
let viewer: TestUser;
/** An athlete's account: owns the league and invited the rookie. */
let star: TestUser;
let rookie: { id: number; username: string };
let leagueSlug: string;
const stamp = `${process.pid}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCatalog(db);
  viewer = await newStaffUser(t.app, db);
  star = await newUser(t.app, { username: `zephyr${stamp}` });
  const [sport] = await db.select({ id: sports.id }).from(sports).limit(1);
  await db.insert(athletes).values({
    slug: `iris-vale-${stamp}`,
    firstName: 'Iris',
    lastName: 'Vale',
    gender: 'W',
    primarySportId: sport?.id ?? 0,
    nationality: 'NZL',
    userId: star.id,
  });
  await db.update(users).set({ isAthlete: true }).where(eq(users.id, star.id));
  const followed = await api('POST', 'users/connections/follow/', viewer, { target_user_id: star.id });
  expect(followed.statusCode, followed.body).toBe(200);
  const league = await api('POST', 'leagues/', star, { name: `Vale Crew ${stamp}` });
  expect(league.statusCode, league.body).toBe(201);
  leagueSlug = league.json<{ slug: string }>().slug;
  const username = `rookie${stamp}`;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: {
      credentials: { email: `${username}@example.com`, password: 'a-long-password', username },
      inviterId: star.id,
      leagueSlug,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const me = await t.app.inject({
    url: '/api/users/me/',
    headers: { authorization: `Bearer ${registered.json<TokenPair>().access}` },
  });
  rookie = { id: me.json<{ id: number }>().id, username };
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST', url: string, who: TestUser | null, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who?.auth ?? {},
    ...(payload ? { payload } : {}),
  });
}

async function read<T>(url: string, who: TestUser | null = viewer): Promise<T> {
  const res = await api('GET', url, who);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

describe('every list of users answers the spec user list item (issue 27.5, R3.30)', () => {
  it('members, standings, search, followers, following and referrals show the nested shape (issue 27.5, R3.30)', async () => {
    const starItem: UserListItem = {
      id: star.id,
      username: star.username,
      profile_image: null,
      is_verified: false,
      level: { name: 'Grom' },
      profile_type: { type: 'athlete', athlete_name: 'Iris Vale' },
      follow_status: { following: true },
    };
    const rookieItem: UserListItem = {
      id: rookie.id,
      username: rookie.username,
      profile_image: null,
      is_verified: false,
      level: { name: 'Grom' },
      profile_type: { type: 'manager' },
      follow_status: { following: false },
    };
    const viewerItem: UserListItem = { ...rookieItem, id: viewer.id, username: viewer.username };
    const members = await read<{ results: UserListItem[] }>(`leagues/${leagueSlug}/members/`);
    const standings = await read<LeagueStandingsPage>(`leagues/${leagueSlug}/standings/`);
    const search = await read<SearchResult>(`core/search/?query=${star.username}`);
    const followers = await read<{ results: UserListItem[] }>(`users/${star.id}/followers/`);
    const following = await read<{ results: UserListItem[] }>(`users/${viewer.id}/following/`);
    const referrals = await read<AdminReferralPage>(`admin/referrals/?query=${rookie.username}`);
    const lists: [string, UserListItem[], UserListItem[]][] = [
      ['members', members.results, [starItem, rookieItem]],
      [
        'standings',
        standings.results.map((line) => line.user).sort((a, b) => a.id - b.id),
        [starItem, rookieItem],
      ],
      // The names share the stamp's digits, so the search finds the rookie too.
      ['search users', search.users.filter((u) => u.id === star.id), [starItem]],
      ['followers', followers.results, [viewerItem]],
      ['following', following.results, [starItem]],
      ['referral invitee', referrals.results.map((r) => r.invitee), [rookieItem]],
      ['referral inviter', referrals.results.map((r) => r.inviter), [starItem]],
      ['top inviters', referrals.summary.top_inviters.map((top) => top.user), [starItem]],
    ];
    for (const [name, items, expected] of lists) {
      // Exactly the spec's keys: nothing flat beside the nested objects, no athlete_name on a manager.
      expect(items, name).toStrictEqual(expected);
    }
  });

  it('answers following false, never null, to an anonymous viewer and on one’s own row (issue 27.5, R3.30)', async () => {
    const anonymous = await read<SearchResult>(`core/search/?query=${star.username}`, null);
    expect(anonymous.users.map((u) => u.follow_status)).toStrictEqual([
      { following: false },
      { following: false },
    ]);
    const own = await read<{ results: UserListItem[] }>(`users/${star.id}/followers/`);
    expect(own.results.map((u) => [u.id, u.follow_status])).toStrictEqual([
      [viewer.id, { following: false }],
    ]);
  });
});
