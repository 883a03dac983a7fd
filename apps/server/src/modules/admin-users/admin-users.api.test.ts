import type {
  AdminUser,
  AdminUserCardPage,
  AdminUserDetail,
  AdminUserPage,
  AdminUserTeamPage,
  ErrorBody,
  LedgerPage,
  NotificationList,
} from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, staffActions, subscriptions, users } from '../../db/schema/index.ts';
import { latestResetLink, newUser, type TestUser } from '../../test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  giveCards,
  newStaffUser,
  teamBody,
} from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notify } from '../notifications/notify.ts';
import { ACCOUNT_DEACTIVATED } from '../users/auth.service.ts';
import { NO_SUCH_ATHLETE, NOT_YOURSELF_DEACTIVATE, NOT_YOURSELF_STAFF } from './admin-users.service.ts';

let t: TestApp;
let staff: TestUser;
let game: GameFixture;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
  game = await createGameFixture(t.database.db, { now: t.clock.now() });
});
afterAll(() => t.close());

type Method = 'GET' | 'PATCH' | 'POST';
const send = (who: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const patch = (username: string, body: object, by: TestUser = staff) =>
  send(by, 'PATCH', `admin/users/${username}/`, body);
const detailOf = async (username: string): Promise<AdminUserDetail> => {
  const res = await send(staff, 'GET', `admin/users/${username}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const listOf = async (query: string): Promise<AdminUserPage> => {
  const res = await send(staff, 'GET', `admin/users/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (page: AdminUserPage) => page.results.map((u: AdminUser) => u.username);
const login = (user: TestUser, password = user.password) =>
  send(null, 'POST', 'users/token/', { email: user.email, password });

/** A named player with a unique handle, so searches in a shared database find only them. */
let made = 0;
async function player(first = 'Mia', last = 'Keller'): Promise<TestUser> {
  const user = await newUser(t.app, { username: `zz${process.pid}n${++made}${first.toLowerCase()}` });
  await t.database.db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, user.id));
  return user;
}

async function freeAthlete(): Promise<{ id: number; name: string }> {
  const fixture = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 1 });
  const athlete = fixture.athletes[0];
  if (!athlete) throw new Error('the fixture made no athlete');
  const [row] = await t.database.db.select().from(athletes).where(eq(athletes.id, athlete.id));
  return { id: athlete.id, name: `${row?.firstName} ${row?.lastName}` };
}

async function historyOf(userId: number) {
  return t.database.db.select().from(staffActions).where(eq(staffActions.userId, userId));
}

describe('GET admin/users/: find accounts (R2.69)', () => {
  it('finds a user by part of the username, the e-mail or the name in any case (R2.69)', async () => {
    const mia = await player('Mia', 'Vandenberghe');
    expect(names(await listOf(`query=${mia.username.slice(2, 12).toUpperCase()}`))).toContain(mia.username);
    expect(names(await listOf(`query=${encodeURIComponent(mia.email.toUpperCase())}`))).toEqual([
      mia.username,
    ]);
    expect(names(await listOf('query=vandenBERGHE'))).toEqual([mia.username]);
    expect(names(await listOf('query=mia%20vandenberghe'))).toEqual([mia.username]);
    expect((await listOf('query=nobody-is-called-this')).count).toBe(0);
  });

  it('reads % and _ in a query as plain characters, not patterns (R2.69)', async () => {
    expect((await listOf('query=%25%25%25')).count).toBe(0);
    expect((await listOf('query=____')).count).toBe(0);
  });

  it('answers each account with its flags, balance, premium and linked athlete (R2.69)', async () => {
    const mia = await player('Mia', 'Oberholzer');
    const athlete = await freeAthlete();
    expect((await patch(mia.username, { athlete_id: athlete.id, is_verified: true })).statusCode).toBe(200);
    await send(staff, 'POST', `admin/users/${mia.username}/credits/`, {
      amount: 120,
      reason: 'Welcome back',
    });
    const [found] = (await listOf('query=oberholzer')).results;
    expect(found).toMatchObject({
      username: mia.username,
      email: mia.email,
      first_name: 'Mia',
      last_name: 'Oberholzer',
      is_staff: false,
      is_verified: true,
      is_athlete: true,
      athlete: { id: athlete.id, name: athlete.name },
      deactivated: false,
      deactivated_at: null,
      subscription_status: 'none',
      is_premium: false,
      credits: 120,
    });
  });

  it('filters to staff, athletes, deactivated or premium accounts (R2.69)', async () => {
    const tag = `Filterby${process.pid}`;
    const [plain, crew, rider, gone, paying] = await Promise.all(
      ['Plain', 'Crew', 'Rider', 'Gone', 'Paying'].map((first) => player(first, tag)),
    );
    if (!plain || !crew || !rider || !gone || !paying) throw new Error('players missing');
    await patch(crew.username, { is_staff: true });
    await patch(rider.username, { athlete_id: (await freeAthlete()).id });
    await patch(gone.username, { active: false });
    await t.database.db.insert(subscriptions).values({
      userId: paying.id,
      kind: 'trial',
      status: 'trial',
      startedAt: new Date(t.clock.now()),
      endsAt: new Date(t.clock.now() + 7 * DAY),
    });
    const filtered = async (filter: string) => names(await listOf(`query=${tag}&filter=${filter}`)).sort();
    expect(await filtered('all')).toHaveLength(5);
    expect(await filtered('staff')).toEqual([crew.username]);
    expect(await filtered('athletes')).toEqual([rider.username]);
    expect(await filtered('deactivated')).toEqual([gone.username]);
    expect(await filtered('premium')).toEqual([paying.username]);
    const [trial] = (await listOf(`query=${paying.username}`)).results;
    expect(trial).toMatchObject({ subscription_status: 'trial', is_premium: true });
  });

  it('pages the list with count and next, a username equal to the query first (R2.69)', async () => {
    const tag = `Pager${process.pid}`;
    const players = await Promise.all([1, 2, 3].map(() => player('Page', tag)));
    const first = await listOf(`query=${tag}&page_size=2`);
    expect(first).toMatchObject({ count: 3, next: 2 });
    expect(first.results).toHaveLength(2);
    const second = await listOf(`query=${tag}&page_size=2&page=2`);
    expect(second).toMatchObject({ count: 3, next: null });
    expect([...names(first), ...names(second)].sort()).toEqual(players.map((p) => p.username).sort());
  });

  it('ranks the username equal to the query first, then those starting with it, then the rest (R2.69)', async () => {
    const base = `rank${process.pid}x`;
    const [contains, starts, exact] = [`a${base}`, `${base}b`, base];
    for (const username of [contains, starts, exact]) await newUser(t.app, { username });
    expect(names(await listOf(`query=${base.toUpperCase()}`))).toEqual([exact, starts, contains]);
  });

  it('refuses an unknown filter with 400 and a manager with 403 (R2.69)', async () => {
    const res = await send(staff, 'GET', 'admin/users/?filter=banned');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().fields?.filter).toBeDefined();
    expect((await send(await newUser(t.app), 'GET', 'admin/users/')).statusCode).toBe(403);
    expect((await send(null, 'GET', 'admin/users/')).statusCode).toBe(401);
  });
});

describe('GET admin/users/{username}/ and its lists (R2.70)', () => {
  it('answers the account with its counts, subscription and staff history, 404 for nobody (R2.70)', async () => {
    const mia = await player();
    await send(staff, 'POST', `admin/users/${mia.username}/credits/`, { amount: 250, reason: 'Good sport' });
    await patch(mia.username, { is_verified: true });
    const detail = await detailOf(mia.username.toUpperCase());
    expect(detail).toMatchObject({
      username: mia.username,
      credits: 250,
      counts: { teams: 0, cards: 0, ledger: 1, notifications: 0, followers: 0, following: 0 },
      subscription: { status: 'none', trial_used: false, is_premium: false },
    });
    expect(detail.last_seen).not.toBeNull();
    expect(detail.staff_actions.map((a) => [a.action, a.detail, a.staff?.username])).toEqual([
      ['verified_on', '', staff.username],
      ['grant_credits', '+250 credits: Good sport', staff.username],
    ]);
    const missing = await send(staff, 'GET', 'admin/users/no-such-rider-here/');
    expect(missing.statusCode).toBe(404);
  });

  it("lists the user's teams with their games and picks, paged (R2.70)", async () => {
    const mia = await player();
    for (const mode of ['quickplay', 'manager'] as const) {
      const cards =
        mode === 'manager'
          ? await giveCards(
              t.database.db,
              mia.id,
              game.athletes.slice(0, 5).map((a) => a.id),
            )
          : undefined;
      const res = await send(
        mia,
        'POST',
        `games/${game.gameId}/teams/`,
        teamBody(game, { mode, ...(cards ? { cards } : {}) }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await send(staff, 'GET', `admin/users/${mia.username}/teams/?page_size=1`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AdminUserTeamPage>();
    expect(page).toMatchObject({ count: 2, next: 2 });
    expect(page.results[0]).toMatchObject({
      user: { id: mia.id, username: mia.username },
      game: { id: game.gameId, status: 'OPN', event: { slug: game.eventSlug } },
    });
    expect(page.results[0]?.picks).toHaveLength(5);
    expect((await detailOf(mia.username)).counts).toMatchObject({ teams: 2, cards: 5 });
  });

  it("lists the user's cards newest first as athlete cards, paged (R2.70)", async () => {
    const mia = await player();
    const ids = await giveCards(
      t.database.db,
      mia.id,
      [game.athletes[0]?.id ?? 0, game.athletes[1]?.id ?? 0],
      {
        tier: 'rare',
      },
    );
    const res = await send(staff, 'GET', `admin/users/${mia.username}/cards/?page_size=1&page=2`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AdminUserCardPage>();
    expect(page).toMatchObject({ count: 2, next: null });
    expect(page.results.map((c) => [c.card_instance_id, c.tier, c.owner?.username])).toEqual([
      [ids[0], 'rare', mia.username],
    ]);
  });

  it("lists the user's ledger and in-app notifications newest first, paged (R2.70)", async () => {
    const mia = await player();
    for (const amount of [10, 20, 30]) {
      await send(staff, 'POST', `admin/users/${mia.username}/credits/`, {
        amount,
        reason: `Round ${amount}`,
      });
    }
    await t.database.db.transaction((tx) =>
      notify(tx, [
        { userId: mia.id, type: 'MARKET_ALERT', title: 'First', body: 'One' },
        { userId: mia.id, type: 'MARKET_ALERT', title: 'Second', body: 'Two' },
      ]),
    );
    const ledger = await send(staff, 'GET', `admin/users/${mia.username}/ledger/?page_size=2`);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json<LedgerPage>()).toMatchObject({ count: 3, next: 2 });
    expect(ledger.json<LedgerPage>().results.map((m) => [m.amount, m.balance_after])).toEqual([
      [30, 60],
      [20, 30],
    ]);
    const notes = await send(staff, 'GET', `admin/users/${mia.username}/notifications/?page_size=1`);
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json<NotificationList>()).toMatchObject({ count: 2, next: 2, unread: 2 });
    expect(notes.json<NotificationList>().results.map((n) => n.title)).toEqual(['Second']);
    for (const list of ['teams', 'cards', 'ledger', 'notifications']) {
      expect((await send(staff, 'GET', `admin/users/nobody-at-all-here/${list}/`)).statusCode).toBe(404);
    }
  });
});

describe('PATCH admin/users/{username}/: staff set flags (R2.70)', () => {
  it('sets and clears staff and verified, a history line for each change and none for no change (R2.70)', async () => {
    const mia = await player();
    const on = await patch(mia.username, { is_staff: true, is_verified: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<AdminUserDetail>()).toMatchObject({ is_staff: true, is_verified: true });
    // The signed-in user's cached row is stale at once: the new staff member may use staff calls.
    expect((await send(mia, 'GET', 'admin/users/')).statusCode).toBe(200);
    expect((await send(mia, 'GET', 'users/me/')).json()).toMatchObject({ is_staff: true });
    await patch(mia.username, { is_staff: true });
    const off = await patch(mia.username, { is_staff: false, is_verified: false });
    expect(off.json<AdminUserDetail>()).toMatchObject({ is_staff: false, is_verified: false });
    expect((await send(mia, 'GET', 'admin/users/')).statusCode).toBe(403);
    const actions = (await historyOf(mia.id)).map((a) => [a.action, a.staffId]);
    expect(actions.sort()).toEqual(
      [
        ['staff_off', staff.id],
        ['staff_on', staff.id],
        ['verified_off', staff.id],
        ['verified_on', staff.id],
      ].sort(),
    );
  });

  it('links an athlete (is_athlete on), moves the link, and unlinks it (is_athlete off) (R2.70)', async () => {
    const mia = await player();
    const first = await freeAthlete();
    const second = await freeAthlete();
    const linked = await patch(mia.username, { athlete_id: first.id });
    expect(linked.json<AdminUserDetail>()).toMatchObject({ is_athlete: true, athlete: { id: first.id } });
    const moved = await patch(mia.username, { athlete_id: second.id });
    expect(moved.json<AdminUserDetail>()).toMatchObject({ is_athlete: true, athlete: { id: second.id } });
    const [left] = await t.database.db.select().from(athletes).where(eq(athletes.id, first.id));
    expect(left?.userId).toBeNull();
    const unlinked = await patch(mia.username, { athlete_id: null });
    expect(unlinked.json<AdminUserDetail>()).toMatchObject({ is_athlete: false, athlete: null });
    expect(unlinked.json<AdminUserDetail>().staff_actions.map((a) => [a.action, a.detail])).toEqual([
      ['athlete_unlinked', `${second.name} (#${second.id})`],
      ['athlete_linked', `${second.name} (#${second.id})`],
      ['athlete_linked', `${first.name} (#${first.id})`],
    ]);
  });

  it('refuses with 409 an athlete linked to another account, and changes nothing else (R2.70)', async () => {
    const [mia, jonas] = [await player(), await player('Jonas', 'Brandt')];
    const athlete = await freeAthlete();
    await patch(jonas.username, { athlete_id: athlete.id });
    const res = await patch(mia.username, { athlete_id: athlete.id, is_verified: true });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().detail).toBe(
      `${athlete.name} is already linked to @${jonas.username}. Unlink it there first.`,
    );
    expect(await detailOf(mia.username)).toMatchObject({ is_verified: false, is_athlete: false });
    expect(await historyOf(mia.id)).toEqual([]);
  });

  it('refuses bad bodies with 400: nothing named, unknown fields, unknown athlete (R2.70)', async () => {
    const mia = await player();
    expect((await patch(mia.username, {})).statusCode).toBe(400);
    expect((await patch(mia.username, { is_staff: 'yes' })).statusCode).toBe(400);
    expect((await patch(mia.username, { email: 'x@example.com' })).statusCode).toBe(400);
    const unknown = await patch(mia.username, { athlete_id: 99_999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().fields?.athlete_id).toEqual([NO_SUCH_ATHLETE]);
    expect((await patch('nobody-at-all-here', { is_verified: true })).statusCode).toBe(404);
  });

  it('refuses with 409 a staff member taking away their own staff access or deactivating themselves (R2.70)', async () => {
    const res = await patch(staff.username, { is_staff: false });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().detail).toBe(NOT_YOURSELF_STAFF);
    const deactivate = await patch(staff.username, { active: false });
    expect(deactivate.json<ErrorBody>().detail).toBe(NOT_YOURSELF_DEACTIVATE);
    expect(await detailOf(staff.username)).toMatchObject({ is_staff: true, deactivated: false });
  });
});

describe('Deactivating and reactivating an account (R2.70)', () => {
  it("ends the account's sessions at once, refuses its login with 403, and reactivating lets it back (R2.70)", async () => {
    const mia = await player();
    expect((await send(mia, 'GET', 'users/me/')).statusCode).toBe(200);
    const off = await patch(mia.username, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<AdminUserDetail>()).toMatchObject({ deactivated: true });
    expect(off.json<AdminUserDetail>().deactivated_at).not.toBeNull();

    // The access token stops at once (no second of grace in the same process).
    expect((await send(mia, 'GET', 'users/me/')).statusCode).toBe(401);
    expect(
      (await send(null, 'POST', 'users/token/refresh/', { refresh: mia.tokens.refresh })).statusCode,
    ).toBe(401);
    const refused = await login(mia);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().detail).toBe(ACCOUNT_DEACTIVATED);
    expect((await login(mia, 'not-the-password')).statusCode).toBe(401);

    const on = await patch(mia.username, { active: true });
    expect(on.json<AdminUserDetail>()).toMatchObject({ deactivated: false, deactivated_at: null });
    expect(on.json<AdminUserDetail>().staff_actions.map((a) => a.action)).toEqual([
      'reactivated',
      'deactivated',
    ]);
    const back = await login(mia);
    expect(back.statusCode).toBe(200);
    const token = back.json<{ access: string }>().access;
    expect(
      (await t.app.inject({ url: '/api/users/me/', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the account deactivated after a password reset (R2.70)', async () => {
    const mia = await player();
    await patch(mia.username, { active: false });
    await send(null, 'POST', 'users/forgot-password/', { email: mia.email });
    const link = await latestResetLink(t.database.db, mia.email);
    const reset = await send(null, 'POST', `users/reset-password/${link.uid}/${link.token}/`, {
      password: 'a-new-password-9',
    });
    expect(reset.statusCode).toBe(200);
    const refused = await login(mia, 'a-new-password-9');
    expect(refused.statusCode).toBe(403);
    expect((await detailOf(mia.username)).deactivated).toBe(true);
  });

  it("ends the account's sessions in a second server process within a second (R2.70)", async () => {
    const other = await createTestApp({}, { besides: t });
    try {
      const mia = await player();
      const me = () => other.app.inject({ url: '/api/users/me/', headers: mia.auth });
      expect((await me()).statusCode).toBe(200);
      await patch(mia.username, { active: false });
      const started = Date.now();
      let status = (await me()).statusCode;
      while (status === 200 && Date.now() - started < 1500) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await me()).statusCode;
      }
      expect(status).toBe(401);
      expect(Date.now() - started).toBeLessThan(1100);
    } finally {
      await other.close();
    }
  });
});

describe('POST admin/users/{username}/credits/ keeps a staff history line (R2.70)', () => {
  it('records the grant and a take with their sign, amount and reason (R2.70)', async () => {
    const mia = await player();
    await send(staff, 'POST', `admin/users/${mia.username}/credits/`, { amount: 1500, reason: 'Prize' });
    await send(staff, 'POST', `admin/users/${mia.username}/credits/`, { amount: -500, reason: 'Refund' });
    const refused = await send(staff, 'POST', `admin/users/${mia.username}/credits/`, {
      amount: -5000,
      reason: 'Too much',
    });
    expect(refused.statusCode).toBe(409);
    expect((await detailOf(mia.username)).staff_actions.map((a) => a.detail)).toEqual([
      '−500 credits: Refund',
      '+1,500 credits: Prize',
    ]);
  });
});
