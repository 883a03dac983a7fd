import type { Challenge, ChallengeDetail, ChallengeSetDetail, ChallengeSetPage } from '@shred/contract';
import { type ChallengeCondition, DEFAULT_DRAFTS, XP_FOR_CHALLENGE, XP_FOR_JOINING_GAME } from '@shred/game';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { challengeSets, challenges, users, xpAwards } from '../../db/schema/index.ts';
import type { DomainEvent } from '../../platform/domain-events/domain-event-types.ts';
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
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { grantCredits, insertAthletes } from '../events/game.fixtures.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { challengeProgressHandler } from './challenge-progress.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());
// Every active set counts every matching action: each test sees only the sets it made.
beforeEach(() => t.database.db.delete(challengeSets));

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A set around now (or at the given dates) holding one challenge of each condition given. */
async function newSet(
  conditions: Array<[ChallengeCondition, number]>,
  dates: { startsAt?: Date; endsAt?: Date } = {},
  name = `Set ${Math.random().toString(36).slice(2, 8)}`,
) {
  const now = t.clock.now();
  const [set] = await t.database.db
    .insert(challengeSets)
    .values({
      name,
      description: 'Week of tests',
      startsAt: dates.startsAt ?? new Date(now - DAY_MS),
      endsAt: dates.endsAt ?? new Date(now + 7 * DAY_MS),
    })
    .returning({ id: challengeSets.id });
  if (!set) throw new Error('set insert failed');
  const rows = await t.database.db
    .insert(challenges)
    .values(
      conditions.map(([condition, target], position) => ({
        setId: set.id,
        name: `${condition} ×${target}`,
        condition,
        target,
        rewardKind: 'credits' as const,
        rewardAmount: 100,
        position,
      })),
    )
    .returning({ id: challenges.id });
  return { setId: set.id, ids: rows.map((r) => r.id) };
}

async function challengeOf(who: TestUser, id: number): Promise<ChallengeDetail> {
  const res = await api('GET', `challenges/${id}/`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChallengeDetail>();
}
const progressOf = async (who: TestUser, id: number) => (await challengeOf(who, id)).progress;

const completions = (challengeId: number) =>
  queryRows<{ user_id: number }>(
    t.database.db,
    sql`select (payload->>'user_id')::int as user_id from domain_events
        where type = 'challenge.completed' and (payload->>'challenge_id')::int = ${challengeId}`,
  );

const follow = async (who: TestUser, target: TestUser) => {
  const res = await api('POST', 'users/connections/follow/', who, { target_user_id: target.id });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.domainEvents.drain();
};

describe('challenge calls: sets, one set, one challenge with the caller’s progress (R1.29, R2.58–R2.60)', () => {
  it('answers 401 without a signed-in user and 404 for an unknown set or challenge', async () => {
    const { setId, ids } = await newSet([['follow_managers', 1]]);
    expect((await api('GET', 'challenges/sets/', null)).statusCode).toBe(401);
    expect((await api('GET', `challenges/sets/${setId}/`, null)).statusCode).toBe(401);
    expect((await api('GET', `challenges/${ids[0]}/`, null)).statusCode).toBe(401);
    const user = await newUser(t.app);
    expect((await api('GET', 'challenges/sets/999999/', user)).json()).toEqual({
      detail: 'There is no challenge set with this id.',
    });
    expect((await api('GET', 'challenges/999999/', user)).statusCode).toBe(404);
    expect((await api('GET', 'challenges/abc/', user)).statusCode).toBe(400);
  });

  it('lists active sets first, then upcoming, then those ended in the last 30 days, with the caller’s completed count', async () => {
    const now = t.clock.now();
    const tag = `order-${Math.random().toString(36).slice(2, 8)}`;
    const old = await newSet(
      [['join_league', 1]],
      { startsAt: new Date(now - 90 * DAY_MS), endsAt: new Date(now - 40 * DAY_MS) },
      `${tag} long gone`,
    );
    const ended = await newSet(
      [['join_league', 1]],
      { startsAt: new Date(now - 20 * DAY_MS), endsAt: new Date(now - 10 * DAY_MS) },
      `${tag} ended`,
    );
    const upcoming = await newSet(
      [['join_league', 1]],
      { startsAt: new Date(now + 2 * DAY_MS), endsAt: new Date(now + 9 * DAY_MS) },
      `${tag} upcoming`,
    );
    const active = await newSet(
      [
        ['follow_managers', 1],
        ['follow_managers', 5],
      ],
      {},
      `${tag} active`,
    );
    const user = await newUser(t.app);
    await follow(user, await newUser(t.app));
    const res = await api('GET', 'challenges/sets/?page_size=100', user);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ChallengeSetPage>();
    const mine = page.results.filter((s) => s.name.startsWith(tag));
    expect(mine.map((s) => [s.id, s.status])).toEqual([
      [active.setId, 'active'],
      [upcoming.setId, 'upcoming'],
      [ended.setId, 'ended'],
    ]);
    expect(mine[0]).toMatchObject({ challenges_count: 2, completed_count: 1 });
    expect(page.results.some((s) => s.id === old.setId)).toBe(false);
    const statuses = page.results.map((s) => s.status);
    expect(statuses).toEqual(
      [...statuses].sort(
        (a, b) => ['active', 'upcoming', 'ended'].indexOf(a) - ['active', 'upcoming', 'ended'].indexOf(b),
      ),
    );
  });

  it('shows a set with its challenges in order and the caller’s progress, and one challenge with its set and reward', async () => {
    const { setId, ids } = await newSet([
      ['follow_managers', 2],
      ['join_league', 1],
    ]);
    const user = await newUser(t.app);
    await follow(user, await newUser(t.app));
    const set = (await api('GET', `challenges/sets/${setId}/`, user)).json<ChallengeSetDetail>();
    expect(set).toMatchObject({ id: setId, status: 'active', challenges_count: 2, completed_count: 0 });
    expect(set.challenges.map((c: Challenge) => [c.id, c.condition, c.progress, c.percent])).toEqual([
      [ids[0], 'follow_managers', 1, 50],
      [ids[1], 'join_league', 0, 0],
    ]);
    const one = await challengeOf(user, ids[0] ?? 0);
    expect(one).toMatchObject({
      id: ids[0],
      set_id: setId,
      target: 2,
      progress: 1,
      completed_at: null,
      reward: { kind: 'credits', amount: 100, card_tier: null },
      set: { id: setId, status: 'active' },
    });
    // Another manager sees their own progress, not this one's.
    expect(await progressOf(await newUser(t.app), ids[0] ?? 0)).toBe(0);
  });
});

describe('progress through each condition’s real action (R1.29)', () => {
  it('follow_managers: each manager followed counts once, and the target completes it once with XP and one event', async () => {
    const { ids } = await newSet([['follow_managers', 2]]);
    const id = ids[0] ?? 0;
    const user = await newUser(t.app);
    const [a, b] = [await newUser(t.app), await newUser(t.app)];
    await follow(user, a);
    // Following the same manager again (after an unfollow) is the same thing done twice.
    await api('POST', 'users/connections/unfollow/', user, { target_user_id: a.id });
    await follow(user, a);
    expect(await progressOf(user, id)).toBe(1);
    const xpBefore = await xpOf(user.id);
    await follow(user, b);
    const done = await challengeOf(user, id);
    expect(done).toMatchObject({ progress: 2, percent: 100 });
    expect(done.completed_at).not.toBeNull();
    expect(await completions(id)).toEqual([{ user_id: user.id }]);
    expect(await xpOf(user.id)).toBe(xpBefore + XP_FOR_CHALLENGE);
    // Further steps change nothing: no second completion, no second XP.
    await follow(user, await newUser(t.app));
    expect(await completions(id)).toHaveLength(1);
    expect((await challengeOf(user, id)).completed_at).toBe(done.completed_at);
    expect(await xpOf(user.id)).toBe(xpBefore + XP_FOR_CHALLENGE);
    const ledger = await t.database.db
      .select()
      .from(xpAwards)
      .where(and(eq(xpAwards.userId, user.id), eq(xpAwards.reason, 'challenge')));
    expect(ledger.map((row) => [row.reference, row.amount])).toEqual([[id, XP_FOR_CHALLENGE]]);
  });

  it('join_league: each league joined counts once (its owner joins it by creating it); re-joining the same league adds nothing', async () => {
    const { ids } = await newSet([['join_league', 2]]);
    const id = ids[0] ?? 0;
    const owner = await newUser(t.app);
    const fan = await newUser(t.app);
    const leagueOf = async (name: string) => {
      const res = await api('POST', 'leagues/', owner, { name });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ slug: string }>().slug;
    };
    const first = await leagueOf(`Crew ${Math.random().toString(36).slice(2, 8)}`);
    const second = await leagueOf(`Crew ${Math.random().toString(36).slice(2, 8)}`);
    const join = async (slug: string) => {
      expect((await api('POST', `leagues/${slug}/join/`, fan, {})).statusCode).toBe(200);
      await t.app.domainEvents.drain();
    };
    await join(first);
    await join(first);
    expect(await progressOf(fan, id)).toBe(1);
    await api('POST', `leagues/${first}/leave/`, fan);
    await join(first);
    expect(await progressOf(fan, id)).toBe(1);
    await join(second);
    expect((await challengeOf(fan, id)).completed_at).not.toBeNull();
    expect((await challengeOf(owner, id)).completed_at).not.toBeNull();
  });

  it('join_games: a manager-mode team joins its game once, a further team or a quickplay team adds nothing', async () => {
    const { ids } = await newSet([['join_games', 2]]);
    const id = ids[0] ?? 0;
    const manager = await newUser(t.app);
    const first = await createGameFixture(t.database.db, { now: t.clock.now() });
    const second = await createGameFixture(t.database.db, { now: t.clock.now() });
    await enterManager(first, manager, [0, 1, 2, 3, 4]);
    await enterQuickplay(second, manager);
    expect(await progressOf(manager, id)).toBe(1);
    await enterManager(second, manager, [0, 1, 2, 3, 4]);
    expect(await progressOf(manager, id)).toBe(2);
    expect((await challengeOf(manager, id)).completed_at).not.toBeNull();
    expect(await xpOf(manager.id)).toBe(2 * XP_FOR_JOINING_GAME + XP_FOR_CHALLENGE);
  });

  it('captain_top3: a finalised game counts for managers whose captain finished in the top 3, not for the others', async () => {
    const { ids } = await newSet([['captain_top3', 1]]);
    const id = ids[0] ?? 0;
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const [podium, fourth, none] = [await newUser(t.app), await newUser(t.app), await newUser(t.app)];
    // importPlaces gives athlete k the place k + 1: captains 2 (3rd), 3 (4th) and 7 (no place).
    await enterManager(game, podium, [0, 1, 2, 3, 4], 2);
    await enterManager(game, fourth, [1, 2, 3, 4, 5], 3);
    await enterManager(game, none, [3, 4, 5, 6, 7], 7);
    await importPlaces(t.app, staff, game, 6);
    expect(await progressOf(podium, id)).toBe(0);
    const res = await api('POST', `admin/games/${game.gameId}/finalise/`, staff);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.domainEvents.drain();
    expect((await challengeOf(podium, id)).completed_at).not.toBeNull();
    expect(await progressOf(fourth, id)).toBe(0);
    expect(await progressOf(none, id)).toBe(0);
  });

  it('open_draft: each opened draft counts once', async () => {
    const { ids } = await newSet([['open_draft', 3]]);
    const id = ids[0] ?? 0;
    const sport = 'skateboarding';
    const pool = await insertAthletes(t.database.db, { sport, count: 3 });
    for (const athlete of pool) {
      const res = await api('PUT', 'admin/drafts/pool/', staff, { sport, athlete_id: athlete, weight: 1 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const opener = await newUser(t.app);
    await grantCredits(t.database.db, opener.id, 10 * DEFAULT_DRAFTS.common.price);
    for (let i = 0; i < 2; i++) {
      const res = await api('POST', 'drafts/open/', opener, { sport, tier: 'common' });
      expect(res.statusCode, res.body).toBe(201);
    }
    await t.app.domainEvents.drain();
    expect(await progressOf(opener, id)).toBe(2);
  });

  it('market_buy: buying a listing counts for the buyer, never for the seller', async () => {
    const { ids } = await newSet([['market_buy', 1]]);
    const id = ids[0] ?? 0;
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 2 });
    const [seller, buyer] = [await newUser(t.app), await newUser(t.app)];
    await grantCredits(t.database.db, buyer.id, 1_000);
    const [card] = await giveCards(t.database.db, seller.id, [game.athletes[0]?.id ?? 0]);
    const listed = await api('POST', 'market/listings/', seller, {
      card_instance_id: card,
      price: 50,
      duration_days: 3,
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const bought = await api('POST', `market/listings/${listed.json<{ id: number }>().id}/buy/`, buyer);
    expect(bought.statusCode, bought.body).toBe(200);
    await t.app.domainEvents.drain();
    expect((await challengeOf(buyer, id)).completed_at).not.toBeNull();
    expect(await progressOf(seller, id)).toBe(0);
  });
});

describe('what does not count (R1.29)', () => {
  it('counts nothing for a set that has ended or not started yet', async () => {
    const now = t.clock.now();
    const ended = await newSet([['follow_managers', 1]], {
      startsAt: new Date(now - 9 * DAY_MS),
      endsAt: new Date(now - DAY_MS),
    });
    const upcoming = await newSet([['follow_managers', 1]], {
      startsAt: new Date(now + DAY_MS),
      endsAt: new Date(now + 9 * DAY_MS),
    });
    const user = await newUser(t.app);
    await follow(user, await newUser(t.app));
    expect(await progressOf(user, ended.ids[0] ?? 0)).toBe(0);
    expect(await progressOf(user, upcoming.ids[0] ?? 0)).toBe(0);
  });

  it('counts an event by when it happened, not when it is handled: one from inside the dates still counts after the end', async () => {
    const now = t.clock.now();
    const { ids } = await newSet([['follow_managers', 1]], {
      startsAt: new Date(now - 9 * DAY_MS),
      endsAt: new Date(now - DAY_MS),
    });
    const user = await newUser(t.app);
    const event = (createdAt: Date, followee: number): DomainEvent => ({
      id: 0,
      type: 'user.followed',
      payload: { follower_id: user.id, followee_id: followee },
      createdAt,
    });
    const context = { now: t.clock.now, log: t.app.log };
    await t.database.db.transaction((tx) =>
      challengeProgressHandler.handle(tx, event(new Date(now - 5 * DAY_MS), 1), context),
    );
    expect((await challengeOf(user, ids[0] ?? 0)).completed_at).not.toBeNull();
    const late = await newSet([['follow_managers', 1]], {
      startsAt: new Date(now - 9 * DAY_MS),
      endsAt: new Date(now - DAY_MS),
    });
    await t.database.db.transaction((tx) =>
      challengeProgressHandler.handle(tx, event(new Date(now), 2), context),
    );
    expect(await progressOf(user, late.ids[0] ?? 0)).toBe(0);
  });
});

async function xpOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ xp: users.xp }).from(users).where(eq(users.id, userId));
  return row?.xp ?? 0;
}

async function enterManager(game: GameFixture, user: TestUser, indexes: number[], captain = indexes[0]) {
  const cards = await giveCards(
    t.database.db,
    user.id,
    indexes.map((x) => game.athletes[x]?.id ?? 0),
  );
  const res = await api(
    'POST',
    `games/${game.gameId}/teams/`,
    user,
    teamBody(game, { indexes, cards, captain }),
  );
  expect(res.statusCode, res.body).toBe(201);
  await t.app.domainEvents.drain();
}

async function enterQuickplay(game: GameFixture, user: TestUser) {
  const res = await api('POST', `games/${game.gameId}/teams/`, user, teamBody(game, { mode: 'quickplay' }));
  expect(res.statusCode, res.body).toBe(201);
  await t.app.domainEvents.drain();
}
