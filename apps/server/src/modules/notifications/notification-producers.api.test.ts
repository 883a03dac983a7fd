import type { NotificationList, TeamView } from '@shred/contract';
import { formatCount, formatPoints, ordinal } from '@shred/game';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { challengeSets, challenges, fantasyGames, notifications } from '../../db/schema/index.ts';
import { dispatchPending } from '../../platform/domain-events/dispatcher.ts';
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
import { openDueGames } from '../events/game-schedule.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { notificationHandlers, sqlCount, sqlOrdinal, sqlPoints } from './notification-producers.ts';

let t: TestApp;
let db: Db;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  staff = await newStaffUser(t.app, db);
});
afterAll(() => t.close());

const post = (url: string, who: TestUser, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: who.auth, payload });
const put = (url: string, who: TestUser, payload: object = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/${url}`, headers: who.auth, payload });
const drain = () => t.app.domainEvents.drain();
const listed = async (who: TestUser) => {
  const res = await t.app.inject({ url: '/api/notifications/', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationList>().results;
};
const ofType = (userId: number, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(asc(notifications.id));
/** Every pending event handled by the notification producers again, as a second process would. */
const handleAgain = () => dispatchPending(db, notificationHandlers, { now: Date.now, log: t.app.log });

async function enterManager(game: GameFixture, user: TestUser, indexes: number[]): Promise<TeamView> {
  const cards = await giveCards(
    db,
    user.id,
    indexes.map((x) => game.athletes[x]?.id ?? 0),
  );
  const res = await post(`games/${game.gameId}/teams/`, user, teamBody(game, { indexes, cards }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TeamView>();
}
async function enterQuickplay(game: GameFixture, user: TestUser, indexes: number[]) {
  const res = await post(`games/${game.gameId}/teams/`, user, teamBody(game, { indexes, mode: 'quickplay' }));
  expect(res.statusCode, res.body).toBe(201);
}

describe('NEW_FOLLOWER on user.followed (R3.16, R1.15)', () => {
  it('tells the followed manager who follows them, leading to their profile, once however often it is handled', async () => {
    const [fan, star] = [await newUser(t.app), await newUser(t.app)];
    expect((await post('users/connections/follow/', fan, { target_user_id: star.id })).statusCode).toBe(200);
    await drain();
    await handleAgain();
    await drain();
    // Following again changes nothing, so tells nothing.
    await post('users/connections/follow/', fan, { target_user_id: star.id });
    await drain();
    const [told, ...more] = await listed(star);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      type: 'NEW_FOLLOWER',
      category: 'social',
      title: 'New follower',
      body: `${fan.username} started following you.`,
      cta: 'See profile',
      target: `/profile/${fan.username}`,
      is_read: false,
    });
    expect(await listed(fan)).toEqual([]);
  });

  it('lists nothing to a manager who switched new followers off in-app (R1.15)', async () => {
    const [fan, star] = [await newUser(t.app), await newUser(t.app)];
    await put('notifications/settings/', star, { update_field: 'NEW_FOLLOWER.in_app', update_value: false });
    await post('users/connections/follow/', fan, { target_user_id: star.id });
    await drain();
    expect(await listed(star)).toEqual([]);
  });
});

describe('NEW_RESULT_USER on game.completed (R3.16)', () => {
  it('tells every manager of the game their best rank and points on the final board, and quickplayers nothing', async () => {
    const game = await createGameFixture(db, { now: t.clock.now() });
    const [first, second, quick] = [await newUser(t.app), await newUser(t.app), await newUser(t.app)];
    await enterManager(game, first, [6, 7, 8, 9, 10]);
    await enterManager(game, second, [0, 1, 2, 3, 4]);
    await enterQuickplay(game, quick, [0, 1, 2, 3, 4]);
    await importPlaces(t.app, staff, game, 12);
    const done = await post(`admin/games/${game.gameId}/finalise/`, staff);
    expect(done.statusCode, done.body).toBe(200);
    await drain();
    await handleAgain();
    // Finalising again publishes nothing: the game was already complete.
    await post(`admin/games/${game.gameId}/finalise/`, staff);
    await drain();

    const board = await queryRows<{ user_id: number; rank: number; hundredths: number }>(
      db,
      sql`select user_id, rank, hundredths from current_standings where game_id = ${game.gameId} and mode = 'manager'`,
    );
    console.log(
      'FAILURES',
      JSON.stringify(await queryRows(db, sql`select handler, last_error from domain_event_failures`)),
    );
    expect(board).toHaveLength(2);
    const [name] = await db
      .select({ name: fantasyGames.name })
      .from(fantasyGames)
      .where(eq(fantasyGames.id, game.gameId));
    for (const manager of [first, second]) {
      const line = board.find((b) => b.user_id === manager.id);
      const told = await ofType(manager.id, 'NEW_RESULT_USER');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        title: `Results: ${name?.name}`,
        body: `Your best team finished ${ordinal(line?.rank ?? 0)} of 2 in ${name?.name} with ${formatPoints((line?.hundredths ?? 0) / 100)} points.`,
        cta: 'See results',
        target: `/manager/events/${game.eventSlug}/results?game=${game.gameId}`,
        inApp: true,
      });
    }
    expect(await ofType(quick.id, 'NEW_RESULT_USER')).toEqual([]);
  });

  it('writes ranks, counts and points in SQL exactly as the app formats them', async () => {
    for (const n of [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 1234, 100_000]) {
      const [row] = await queryRows<{ text: string }>(db, sql`select ${sqlOrdinal(sql`${n}::int`)} as text`);
      expect(row?.text).toBe(ordinal(n));
      const [count] = await queryRows<{ text: string }>(
        db,
        sql`select ${sqlCount(sql`${n}::bigint`)} as text`,
      );
      expect(count?.text).toBe(formatCount(n));
    }
    for (const hundredths of [0, 5, 50, 100, 32265, 32250, 125000, 123456789]) {
      const [row] = await queryRows<{ text: string }>(
        db,
        sql`select ${sqlPoints(sql`${hundredths}::int`)} as text`,
      );
      expect(row?.text, String(hundredths)).toBe(formatPoints(hundredths / 100));
    }
  });
});

describe('GAME_REMINDER on game.opened: Notify Me (R4.88)', () => {
  it('tells whoever asked, once, when the event’s games open, and not who turned it off', async () => {
    const game = await createGameFixture(db, { now: t.clock.now(), status: 'UPC' });
    const [keen, changed, other] = [await newUser(t.app), await newUser(t.app), await newUser(t.app)];
    for (const who of [keen, changed]) {
      expect((await put(`notifications/reminders/${game.eventSlug}/`, who)).statusCode).toBe(200);
    }
    await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/reminders/${game.eventSlug}/`,
      headers: changed.auth,
    });
    expect(await openDueGames(db, new Date(t.clock.now()))).toContain(game.gameId);
    await drain();
    await handleAgain();
    const [told, ...more] = await listed(keen);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      type: 'GAME_REMINDER',
      title: expect.stringMatching(/^Entries are open: Event /),
      cta: 'Enter a team',
      target: `/manager/events/${game.eventSlug}`,
    });
    expect(await listed(changed)).toEqual([]);
    expect(await listed(other)).toEqual([]);
    const after = await t.app.inject({
      url: `/api/notifications/reminders/${game.eventSlug}/`,
      headers: keen.auth,
    });
    expect(after.json()).toEqual({ event_slug: game.eventSlug, active: false });

    // A second game of the event opening later reminds no one again.
    const [opened] = await db.select().from(fantasyGames).where(eq(fantasyGames.id, game.gameId));
    if (!opened) throw new Error('game missing');
    await db
      .insert(fantasyGames)
      .values({ ...opened, id: undefined, name: 'Second game', gender: 'W', status: 'UPC' });
    await openDueGames(db, new Date(t.clock.now()));
    await drain();
    expect(await ofType(keen.id, 'GAME_REMINDER')).toHaveLength(1);
  });
});

describe('STARTLIST_CHANGES on startlist.changed (R3.16)', () => {
  it('tells managers whose team picks a withdrawn rider, then every manager of the game when riders join', async () => {
    const game = await createGameFixture(db, { now: t.clock.now() });
    const [hit, spared, quick] = [await newUser(t.app), await newUser(t.app), await newUser(t.app)];
    await enterManager(game, hit, [0, 1, 2, 3, 4]);
    await enterManager(game, spared, [5, 6, 7, 8, 9]);
    await enterQuickplay(game, quick, [0, 1, 2, 3, 4]);
    const heat = (i: number) => (i < game.athletes.length / 2 ? game.rounds.heatA : game.rounds.heatB);
    const entries = (keep: (i: number) => boolean, withdrawn: (i: number) => boolean) =>
      game.athletes.flatMap((a, i) =>
        keep(i) ? [{ athlete_id: a.id, competition_id: heat(i), withdrawn: withdrawn(i) }] : [],
      );
    const replace = (body: object) => put(`admin/games/${game.gameId}/startlist/`, staff, body);

    // Rider 0 withdrawn, riders 10 and 11 (in no team) removed.
    const first = await replace({
      entries: entries(
        (i) => i < 10,
        (i) => i === 0,
      ),
    });
    expect(first.statusCode, first.body).toBe(200);
    await drain();
    await handleAgain();
    const [withdrawal, ...none] = await ofType(hit.id, 'STARTLIST_CHANGES');
    expect(none).toEqual([]);
    expect(withdrawal).toMatchObject({
      title: expect.stringMatching(/^Startlist change: /),
      body: expect.stringMatching(
        /^Rider0 Test\S+ will not start in .+: swap them out of your team before it locks\.$/,
      ),
      cta: 'See the game',
      target: `/manager/events/${game.eventSlug}/${game.gameId}`,
    });
    expect(await ofType(spared.id, 'STARTLIST_CHANGES')).toEqual([]);
    expect(await ofType(quick.id, 'STARTLIST_CHANGES')).toEqual([]);

    // Riders 10 and 11 back: news for both managers; rider 0 stays withdrawn, which is not new.
    await replace({
      entries: entries(
        () => true,
        (i) => i === 0,
      ),
    });
    await drain();
    for (const manager of [hit, spared]) {
      const told = await ofType(manager.id, 'STARTLIST_CHANGES');
      expect(told.at(-1)?.body).toMatch(/^New on the startlist: Rider1[01] Test\S+, Rider1[01] Test\S+\.$/);
    }
    expect(await ofType(hit.id, 'STARTLIST_CHANGES')).toHaveLength(2);
    expect(await ofType(quick.id, 'STARTLIST_CHANGES')).toEqual([]);
  });
});

describe('USER_ACTION_CHALLENGE_COMPLETED on challenge.completed (R3.16)', () => {
  it('tells the manager the challenge they completed, leading to it', async () => {
    const now = t.clock.now();
    const [set] = await db
      .insert(challengeSets)
      .values({
        name: 'Social week',
        startsAt: new Date(now - 86_400_000),
        endsAt: new Date(now + 86_400_000),
      })
      .returning();
    const [challenge] = await db
      .insert(challenges)
      .values({
        setId: set?.id ?? 0,
        name: 'Make a friend',
        condition: 'follow_managers',
        target: 1,
        rewardKind: 'credits',
        rewardAmount: 10,
      })
      .returning();
    const [fan, star] = [await newUser(t.app), await newUser(t.app)];
    await post('users/connections/follow/', fan, { target_user_id: star.id });
    // The challenge's completion is itself an event, handled on the pass after.
    await drain();
    await drain();
    const told = await ofType(fan.id, 'USER_ACTION_CHALLENGE_COMPLETED');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'Challenge complete',
      body: 'You completed “Make a friend”. Your reward is waiting for you.',
      target: `/manager/challenges/${set?.id}/${challenge?.id}`,
      category: 'challenges',
    });
    await db.delete(challengeSets).where(eq(challengeSets.id, set?.id ?? 0));
  });
});
