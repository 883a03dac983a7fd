import type {
  GameReminder,
  Notification,
  NotificationList,
  NotificationSettings,
  NotificationType,
} from '@shred/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { listen } from '../../db/notifications.ts';
import {
  fantasyGames,
  gameReminders,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ENTRIES_ALREADY_OPEN, EVENT_NOT_FOUND, EVENT_OVER } from './game-reminders.ts';
import { NOTIFICATION_CATALOGUE } from './notification-types.ts';
import {
  NOTIFICATION_NOT_FOUND,
  UPDATE_FIELD_FORMAT,
  unknownChannel,
  unknownType,
} from './notifications.service.ts';
import { DELIVERIES_CHANNEL, notify } from './notify.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, who: TestUser | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const listOf = async (who: TestUser, query = ''): Promise<NotificationList> => {
  const res = await api('GET', `notifications/${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationList>();
};
const rowsOf = (userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));
/** The channels of the user's delivery rows, whatever the delivery worker made of them since. */
const deliveriesOf = async (userId: number) =>
  (
    await db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.userId, userId))
  )
    .map((d) => d.channel)
    .sort();
const preferencesOf = (userId: number) =>
  db
    .select({
      type: notificationPreferences.type,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .orderBy(asc(notificationPreferences.type), asc(notificationPreferences.channel));
const tell = (userId: number, n: number, type: NotificationType = 'MARKET_ALERT') =>
  db.transaction((tx) =>
    notify(
      tx,
      Array.from({ length: n }, (_, i) => ({
        userId,
        type,
        title: `Alert ${i + 1}`,
        body: `Body ${i + 1}`,
        cta: 'See the listing',
        target: `/manager/market/listings?listing=${i + 1}`,
      })),
    ),
  );
const setting = (who: TestUser, update_field: string, update_value: unknown) =>
  api('PUT', 'notifications/settings/', who, { update_field, update_value });

describe('GET notifications/ (R7.33, R3.14)', () => {
  it('answers 401 to an anonymous caller and an empty list to a new user', async () => {
    expect((await api('GET', 'notifications/', null)).statusCode).toBe(401);
    const me = await newUser(t.app);
    expect(await listOf(me)).toEqual({ results: [], unread: 0, next_before: null, count: 0, next: null });
  });

  it('lists the caller’s own notifications newest first with the spec’s fields and the unread count (R3.14)', async () => {
    const [me, other] = [await newUser(t.app), await newUser(t.app)];
    await tell(me.id, 3);
    await tell(other.id, 2);
    const list = await listOf(me);
    expect(list.results.map((n) => n.title)).toEqual(['Alert 3', 'Alert 2', 'Alert 1']);
    expect(list).toMatchObject({ unread: 3, count: 3, next_before: null, next: null });
    const [first] = list.results;
    expect(first).toEqual({
      id: expect.any(Number),
      type: 'MARKET_ALERT',
      category: 'market',
      title: 'Alert 3',
      body: 'Body 3',
      cta: 'See the listing',
      target: '/manager/market/listings?listing=3',
      is_read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    } satisfies Notification);
  });

  it('pages by before/limit and by page, and filters unread=true (R7.33)', async () => {
    const me = await newUser(t.app);
    await tell(me.id, 5);
    const first = await listOf(me, '?limit=2');
    expect(first.results.map((n) => n.title)).toEqual(['Alert 5', 'Alert 4']);
    expect(first).toMatchObject({ count: 5, unread: 5, next: 2 });
    const second = await listOf(me, `?limit=2&before=${first.next_before}`);
    expect(second.results.map((n) => n.title)).toEqual(['Alert 3', 'Alert 2']);
    const last = await listOf(me, `?limit=2&before=${second.next_before}`);
    expect(last.results.map((n) => n.title)).toEqual(['Alert 1']);
    expect(last.next_before).toBeNull();
    const byPage = await listOf(me, '?limit=2&page=3');
    expect(byPage.results.map((n) => n.title)).toEqual(['Alert 1']);
    expect(byPage.next).toBeNull();

    await api('PATCH', 'notifications/', me, { notification_id: first.results[0]?.id });
    const unread = await listOf(me, '?unread=true');
    expect(unread.results.map((n) => n.title)).toEqual(['Alert 4', 'Alert 3', 'Alert 2', 'Alert 1']);
    expect(unread).toMatchObject({ count: 4, unread: 4 });
  });

  it('refuses a bad query with 400 and the field (R7.33)', async () => {
    const me = await newUser(t.app);
    for (const query of ['?limit=0', '?limit=101', '?before=abc', '?unread=yes', '?page=0']) {
      const res = await api('GET', `notifications/${query}`, me);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields ?? {}).length, query).toBe(1);
    }
  });
});

describe('PATCH notifications/ (R7.34)', () => {
  it('marks one notification read, again answers the same, and lowers the unread count once (R7.34)', async () => {
    const me = await newUser(t.app);
    await tell(me.id, 2);
    const [newest] = (await listOf(me)).results;
    const once = await api('PATCH', 'notifications/', me, { notification_id: newest?.id });
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json<Notification>()).toMatchObject({ id: newest?.id, is_read: true });
    const twice = await api('PATCH', 'notifications/', me, { notification_id: newest?.id });
    expect(twice.json<Notification>()).toEqual(once.json<Notification>());
    expect((await listOf(me)).unread).toBe(1);
  });

  it('answers 404 for another user’s or an unknown notification and 400 for a bad body, changing nothing (R7.34)', async () => {
    const [me, other] = [await newUser(t.app), await newUser(t.app)];
    await tell(other.id, 1);
    const [theirs] = await rowsOf(other.id);
    for (const id of [theirs?.id, 999_999_999]) {
      const res = await api('PATCH', 'notifications/', me, { notification_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ detail: string }>().detail).toBe(NOTIFICATION_NOT_FOUND);
    }
    for (const body of [{}, { notification_id: 'one' }, { notification_id: -1 }]) {
      expect((await api('PATCH', 'notifications/', me, body)).statusCode).toBe(400);
    }
    expect((await rowsOf(other.id)).map((n) => n.isRead)).toEqual([false]);
  });
});

describe('DELETE notifications/ (R7.35)', () => {
  it('deletes one of the caller’s notifications with its pending deliveries (R7.35)', async () => {
    const me = await newUser(t.app);
    await tell(me.id, 2, 'MARKET_LISTING_SOLD');
    expect(await deliveriesOf(me.id)).toEqual(['email', 'email']);
    const [newest, oldest] = (await listOf(me)).results;
    const res = await api('DELETE', `notifications/?notification_id=${newest?.id}`, me);
    expect(res.statusCode, res.body).toBe(204);
    expect((await listOf(me)).results.map((n) => n.id)).toEqual([oldest?.id]);
    expect(await deliveriesOf(me.id)).toEqual(['email']);
    expect((await api('DELETE', `notifications/?notification_id=${newest?.id}`, me)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s notification and 400 for a bad id, deleting nothing (R7.35)', async () => {
    const [me, other] = [await newUser(t.app), await newUser(t.app)];
    await tell(other.id, 1);
    const [theirs] = await rowsOf(other.id);
    const res = await api('DELETE', `notifications/?notification_id=${theirs?.id}`, me);
    expect(res.statusCode).toBe(404);
    for (const query of ['', '?notification_id=x', '?notification_id=0']) {
      expect((await api('DELETE', `notifications/${query}`, me)).statusCode, query).toBe(400);
    }
    expect(await rowsOf(other.id)).toHaveLength(1);
  });
});

describe('notification settings (R7.31, R7.32, R3.19)', () => {
  it('lists every type with a label, a description and the defaults per channel (R7.31)', async () => {
    const me = await newUser(t.app);
    const res = await api('GET', 'notifications/settings/', me);
    expect(res.statusCode, res.body).toBe(200);
    const { types } = res.json<NotificationSettings>();
    expect(types.map((s) => s.type)).toEqual(Object.keys(NOTIFICATION_CATALOGUE));
    for (const s of types) {
      expect(s.label.length).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(0);
      expect(s).toMatchObject({ in_app: true, push: true });
    }
    expect(types.filter((s) => s.email).map((s) => s.type)).toEqual([
      'NEW_RESULT_USER',
      'MARKET_LISTING_SOLD',
      'TRIAL_EXPIRING_SOON',
      'TRIAL_EXPIRED',
      'USER_ACTION_CHALLENGE_COMPLETED',
    ]);
    expect((await api('GET', 'notifications/settings/', null)).statusCode).toBe(401);
  });

  it('switches one type on one channel, answers all settings and stores only what differs from the default (R7.32, R3.19)', async () => {
    const me = await newUser(t.app);
    const res = await setting(me, 'NEW_FOLLOWER.email', true);
    expect(res.statusCode, res.body).toBe(200);
    const follower = res.json<NotificationSettings>().types.find((s) => s.type === 'NEW_FOLLOWER');
    expect(follower).toMatchObject({ in_app: true, push: true, email: true });
    await setting(me, 'NEW_RESULT_USER.push', false);
    expect(await preferencesOf(me.id)).toEqual([
      { type: 'NEW_FOLLOWER', channel: 'email', enabled: true },
      { type: 'NEW_RESULT_USER', channel: 'push', enabled: false },
    ]);
    // Back to the default: nothing stored, so a changed default would reach this user too.
    await setting(me, 'NEW_FOLLOWER.email', false);
    await setting(me, 'NEW_RESULT_USER.push', true);
    expect(await preferencesOf(me.id)).toEqual([]);
    const again = await setting(me, 'NEW_RESULT_USER.push', true);
    expect(again.statusCode).toBe(200);
  });

  it('refuses an unknown type or channel or a bad field with 400 on update_field, changing nothing (R7.32)', async () => {
    const me = await newUser(t.app);
    await setting(me, 'MARKET_ALERT.push', false);
    const cases: Array<[string, unknown, string | null]> = [
      ['NOT_A_TYPE.push', false, unknownType('NOT_A_TYPE')],
      ['NEW_FOLLOWER.sms', false, unknownChannel('sms')],
      ['NEW_FOLLOWER', false, UPDATE_FIELD_FORMAT],
      ['NEW_FOLLOWER.push.extra', false, UPDATE_FIELD_FORMAT],
      ['.push', false, UPDATE_FIELD_FORMAT],
      ['new_follower.push', false, unknownType('new_follower')],
      ['MARKET_ALERT.push', 'yes', null],
      ['x'.repeat(81), false, null],
    ];
    for (const [field, value, detail] of cases) {
      const res = await setting(me, field, value);
      expect(res.statusCode, field).toBe(400);
      const body = res.json<{ detail: string; fields: Record<string, string[]> }>();
      if (detail) {
        expect(body.detail).toBe(detail);
        expect(body.fields).toEqual({ update_field: [detail] });
      }
    }
    expect((await api('PUT', 'notifications/settings/', me, { update_value: true })).statusCode).toBe(400);
    expect(await preferencesOf(me.id)).toEqual([{ type: 'MARKET_ALERT', channel: 'push', enabled: false }]);
  });
});

describe('notify(): the player’s settings per channel (issue 16 "Bad input and integrity", R1.15)', () => {
  it('does not list a type switched off in-app, and queues no delivery on a channel switched off', async () => {
    const me = await newUser(t.app);
    await db.insert(pushSubscriptions).values({
      userId: me.id,
      kind: 'webpush',
      platform: 'web',
      endpoint: `https://push.example.test/${me.id}`,
      p256dh: 'key',
      auth: 'secret',
    });
    await tell(me.id, 1, 'MARKET_LISTING_SOLD');
    expect(await deliveriesOf(me.id)).toEqual(['email', 'push']);

    await setting(me, 'MARKET_LISTING_SOLD.in_app', false);
    await setting(me, 'MARKET_LISTING_SOLD.email', false);
    await tell(me.id, 1, 'MARKET_LISTING_SOLD');
    expect((await listOf(me)).results).toHaveLength(1);
    const [, hidden] = await rowsOf(me.id);
    expect(hidden?.inApp).toBe(false);
    // The first notification's two, and only a push for the second.
    expect(await deliveriesOf(me.id)).toEqual(['email', 'push', 'push']);
    expect(
      await db
        .select({ n: notificationDeliveries.channel })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.notificationId, hidden?.id ?? 0))),
    ).toEqual([{ n: 'push' }]);
    // A hidden notification cannot be marked or deleted through the list either.
    expect((await api('PATCH', 'notifications/', me, { notification_id: hidden?.id })).statusCode).toBe(404);

    await setting(me, 'MARKET_LISTING_SOLD.push', false);
    await tell(me.id, 1, 'MARKET_LISTING_SOLD');
    expect(await rowsOf(me.id)).toHaveLength(2);
  });

  it('queues push only for a user with a device and e-mail only for an account with an address', async () => {
    const me = await newUser(t.app);
    await tell(me.id, 1, 'NEW_FOLLOWER');
    expect(await deliveriesOf(me.id)).toEqual([]);
    expect((await listOf(me)).results).toHaveLength(1);
  });

  it('wakes the delivery worker on commit when deliveries were queued, and not on a rollback', async () => {
    const me = await newUser(t.app);
    const heard: string[] = [];
    const stop = await listen(t.database.connection, DELIVERIES_CHANNEL, (p) => heard.push(p), t.app.log);
    try {
      await expect(
        db.transaction(async (tx) => {
          await notify(tx, [{ userId: me.id, type: 'MARKET_LISTING_SOLD', title: 'Sold', body: 'Sold.' }]);
          throw new Error('the sale failed');
        }),
      ).rejects.toThrow('the sale failed');
      await tell(me.id, 1, 'MARKET_LISTING_SOLD');
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['']);
      expect(await rowsOf(me.id)).toHaveLength(1);
    } finally {
      await stop();
    }
  });
});

describe('Notify Me: notifications/reminders/{event_slug}/ (R4.88)', () => {
  const reminder = async (method: Method, slug: string, who: TestUser) => {
    const res = await api(method, `notifications/reminders/${slug}/`, who);
    return { status: res.statusCode, body: res.json<GameReminder & { detail?: string }>() };
  };
  const remindersOf = (userId: number) =>
    db.select().from(gameReminders).where(eq(gameReminders.userId, userId));

  it('turns a reminder on and off for an event whose games are still to open (R4.88)', async () => {
    const me = await newUser(t.app);
    const game = await createGameFixture(db, { now: t.clock.now(), status: 'UPC' });
    expect(await reminder('GET', game.eventSlug, me)).toEqual({
      status: 200,
      body: { event_slug: game.eventSlug, active: false },
    });
    expect(await reminder('PUT', game.eventSlug, me)).toEqual({
      status: 200,
      body: { event_slug: game.eventSlug, active: true },
    });
    expect((await reminder('PUT', game.eventSlug, me)).body.active).toBe(true);
    expect((await reminder('GET', game.eventSlug, me)).body.active).toBe(true);
    expect(await remindersOf(me.id)).toHaveLength(1);
    expect(await reminder('DELETE', game.eventSlug, me)).toEqual({
      status: 200,
      body: { event_slug: game.eventSlug, active: false },
    });
    expect(await remindersOf(me.id)).toHaveLength(0);
    expect((await reminder('DELETE', game.eventSlug, me)).status).toBe(200);
  });

  it('refuses with 409 when every game is open or complete, and 404 for an unknown event, storing nothing (R4.88)', async () => {
    const me = await newUser(t.app);
    const open = await createGameFixture(db, { now: t.clock.now(), status: 'OPN' });
    const done = await createGameFixture(db, { now: t.clock.now(), status: 'CPL' });
    expect(await reminder('PUT', open.eventSlug, me)).toEqual({
      status: 409,
      body: { detail: ENTRIES_ALREADY_OPEN },
    });
    expect(await reminder('PUT', done.eventSlug, me)).toEqual({ status: 409, body: { detail: EVENT_OVER } });
    // One game still to open is enough, beside an open one.
    const [openGame] = await db.select().from(fantasyGames).where(eq(fantasyGames.id, open.gameId));
    if (!openGame) throw new Error('fixture game missing');
    await db.insert(fantasyGames).values({
      eventId: open.eventId,
      disciplineId: openGame.disciplineId,
      gender: 'W',
      name: 'Slopestyle Women',
      status: 'UPC',
      opensAt: new Date(t.clock.now() + 86_400_000),
      rulesetId: openGame.rulesetId,
    });
    expect((await reminder('PUT', open.eventSlug, me)).status).toBe(200);
    await db.delete(gameReminders).where(eq(gameReminders.userId, me.id));
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect(await reminder(method, 'no-such-event', me)).toEqual({
        status: 404,
        body: { detail: EVENT_NOT_FOUND },
      });
    }
    expect(await remindersOf(me.id)).toEqual([]);
    expect((await api('PUT', `notifications/reminders/${open.eventSlug}/`, null)).statusCode).toBe(401);
  });

  it('takes an event with no games yet while it has not ended (spec §4 upcoming) (R4.88)', async () => {
    const me = await newUser(t.app);
    const game = await createGameFixture(db, { now: t.clock.now() + 30 * 86_400_000, status: 'UPC' });
    await db.delete(fantasyGames).where(inArray(fantasyGames.id, [game.gameId]));
    expect((await reminder('PUT', game.eventSlug, me)).status).toBe(200);
    const past = await createGameFixture(db, { now: t.clock.now() - 30 * 86_400_000, status: 'UPC' });
    await db.delete(fantasyGames).where(eq(fantasyGames.id, past.gameId));
    expect(await reminder('PUT', past.eventSlug, me)).toEqual({ status: 409, body: { detail: EVENT_OVER } });
  });
});
