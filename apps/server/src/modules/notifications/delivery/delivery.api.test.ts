import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { NotificationType } from '@shred/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../scoring/sql-rows.ts';
import { notify } from '../notify.ts';
import { MAX_DEVICES } from '../push-subscriptions.ts';
import { deliverNotificationsJob } from './delivery-jobs.ts';
import {
  decryptPush,
  type FcmService,
  type PushService,
  type SmtpSink,
  type Subscriber,
  startFcmService,
  startPushService,
  startSmtpSink,
  until,
  verifyVapid,
} from './delivery-test-services.ts';
import { MAX_ATTEMPTS, RETRY_BASE_SECONDS } from './delivery-worker.ts';

let t: TestApp;
let sink: SmtpSink;
let pushService: PushService;
let fcm: FcmService;
let env: Record<string, string>;
beforeAll(async () => {
  [sink, pushService, fcm] = await Promise.all([startSmtpSink(), startPushService(), startFcmService()]);
  env = {
    SMTP_URL: sink.url,
    WEB_PUSH_ALLOW_HTTP: '1',
    FCM_SERVICE_ACCOUNT: fcm.serviceAccount,
    FCM_API_URL: `${fcm.origin}/v1`,
    FCM_TOKEN_URL: `${fcm.origin}/token`,
  };
  t = await createTestApp(env);
});
afterAll(async () => {
  sink?.release();
  await t?.close();
  await Promise.all([sink?.close(), pushService?.close(), fcm?.close()]);
});

let serial = 0;

/** A notification for the user through the real `notify`, as a producer writes it; answers its id. */
async function notifyUser(user: TestUser, type: NotificationType = 'NEW_RESULT_USER'): Promise<number> {
  serial++;
  await t.database.db.transaction((tx) =>
    notify(tx, [
      {
        userId: user.id,
        type,
        title: `Result ${serial} is in`,
        body: `You finished 3rd (${serial}).`,
        cta: 'See result',
        target: `/manager/results/game-${serial}`,
      },
    ]),
  );
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from notifications where user_id = ${user.id} order by id desc limit 1`,
  );
  return Number(row?.id);
}

const deliveriesOf = (notificationId: number) =>
  queryRows<{ channel: string; status: string; attempts: number; due_in: number; last_error: string | null }>(
    t.database.db,
    sql`select channel, status, attempts, extract(epoch from due_at - now())::float as due_in, last_error
        from notification_deliveries where notification_id = ${notificationId} order by channel`,
  );

const subscriptionsOf = (user: TestUser) =>
  queryRows<{ kind: string; endpoint: string }>(
    t.database.db,
    sql`select kind, endpoint from push_subscriptions where user_id = ${user.id} order by id`,
  );

const subscribeWeb = (user: TestUser, subscriber: Subscriber) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/push/',
    headers: user.auth,
    payload: { platform: 'web', subscription: { endpoint: subscriber.endpoint, keys: subscriber.keys } },
  });

const subscribeNative = (user: TestUser, token: string, platform: 'android' | 'ios' = 'android') =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/push/',
    headers: user.auth,
    payload: { platform, fcm_token: token },
  });

const setChannel = (user: TestUser, field: string, value: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notifications/settings/',
    headers: user.auth,
    payload: { update_field: field, update_value: value },
  });

const pushesTo = (subscriber: Subscriber) =>
  pushService.requests.filter((r) => r.path === new URL(subscriber.endpoint).pathname);
const mailsTo = (user: TestUser) => sink.mails.filter((m) => m.to.includes(user.email));

const vapidKey = async () =>
  (await t.app.inject({ url: '/api/notifications/push/vapid-key/' })).json<{ public_key: string }>()
    .public_key;

/** The values of the unsubscribe link a mail carries in its List-Unsubscribe header. */
function unsubscribeLinkOf(mail: { headers: Map<string, string> }): URL {
  const header = mail.headers.get('list-unsubscribe') ?? '';
  return new URL(/<([^>]+)>/.exec(header)?.[1] ?? 'http://missing');
}

describe('notification delivery outside the app (GAME.md "Engagement", R1.15)', () => {
  it('delivers one notification once by e-mail, Web Push and FCM, each as its channel wants it (R1.15, R3.20)', async () => {
    const user = await newUser(t.app);
    const browser = pushService.subscriber(`all-${user.id}`);
    expect((await subscribeWeb(user, browser)).statusCode).toBe(201);
    expect((await subscribeNative(user, `fcm-all-${user.id}`)).statusCode).toBe(201);

    const id = await notifyUser(user);
    await t.app.notificationDeliveries.drain();
    await t.app.notificationDeliveries.drain();

    expect(await deliveriesOf(id)).toMatchObject([
      { channel: 'email', status: 'sent', attempts: 1 },
      { channel: 'push', status: 'sent', attempts: 1 },
    ]);

    const [mail, ...moreMails] = mailsTo(user);
    expect(moreMails).toHaveLength(0);
    expect(mail?.headers.get('subject')).toContain(`Result ${serial} is in`);
    expect(mail?.text).toContain('Content-Type: text/plain');
    expect(mail?.text).toContain('Content-Type: text/html');
    expect(mail?.text).toContain(`http://shred.test/manager/results/game-${serial}`);
    expect(mail?.text).toContain('Shred League');
    expect(mail?.text).toMatch(
      /http:\/\/shred\.test\/unsubscribe\?email=[^&\s]+&email_type=NEW_RESULT_USER&token=/,
    );
    expect(mail?.text).toMatch(/unsubscribe\?email=[^&\s]+&email_type=ALL&token=/);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = unsubscribeLinkOf(mail as NonNullable<typeof mail>);
    expect(oneClick.pathname).toBe('/api/notifications/unsubscribe-emails/');
    expect(oneClick.searchParams.get('email')).toBe(user.email);

    const [push, ...morePushes] = pushesTo(browser);
    expect(morePushes).toHaveLength(0);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const claims = await verifyVapid(push?.headers.authorization, await vapidKey());
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(decryptPush(browser, push?.body ?? Buffer.alloc(0))).toEqual({
      title: `Result ${serial} is in`,
      body: `You finished 3rd (${serial}).`,
      url: `http://shred.test/manager/results/game-${serial}`,
      tag: `notification-${id}`,
      actions: [{ action: 'open', title: 'See result' }],
    });

    const native = fcm.sends.filter((s) => s.token === `fcm-all-${user.id}`);
    expect(native).toHaveLength(1);
    expect(native[0]?.message).toMatchObject({
      notification: { title: `Result ${serial} is in` },
      data: { url: `http://shred.test/manager/results/game-${serial}`, tag: `notification-${id}` },
    });
    expect(fcm.tokenExchanges).toBe(1);
  });

  it('sends nothing on a channel switched off, even when switched off after the notification was made (R1.15)', async () => {
    const user = await newUser(t.app);
    const browser = pushService.subscriber(`off-${user.id}`);
    await subscribeWeb(user, browser);
    expect((await setChannel(user, 'NEW_RESULT_USER.email', false)).statusCode).toBe(200);
    const before = await notifyUser(user);
    // Made while push was on; push is switched off in the same commit, before any worker sees it.
    serial++;
    const after = await t.database.db.transaction(async (tx) => {
      await notify(tx, [{ userId: user.id, type: 'NEW_RESULT_USER', title: 'Late switch', body: 'x' }]);
      await tx.execute(sql`insert into notification_preferences (user_id, type, channel, enabled)
        values (${user.id}, 'NEW_RESULT_USER', 'push', false)`);
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`select max(id)::int as id from notifications where user_id = ${user.id}`,
      );
      return Number(row?.id);
    });
    await t.app.notificationDeliveries.drain();

    expect((await deliveriesOf(before)).map((d) => d.channel)).toEqual(['push']);
    expect(await deliveriesOf(after)).toMatchObject([
      { channel: 'push', status: 'skipped', last_error: 'push switched off' },
    ]);
    expect(pushesTo(browser)).toHaveLength(1);
    expect(mailsTo(user)).toHaveLength(0);
  });

  it('forgets a Web Push subscription the push service answers 410 for, and an FCM token that is UNREGISTERED (R1.15)', async () => {
    const user = await newUser(t.app);
    const browser = pushService.subscriber(`gone-${user.id}`);
    await subscribeWeb(user, browser);
    await subscribeNative(user, `fcm-gone-${user.id}`, 'ios');
    pushService.answer(browser.endpoint, 410);
    fcm.unregistered.add(`fcm-gone-${user.id}`);

    const id = await notifyUser(user, 'NEW_FOLLOWER');
    await t.app.notificationDeliveries.drain();

    expect(await deliveriesOf(id)).toMatchObject([
      { channel: 'push', status: 'skipped', last_error: 'push subscriptions gone' },
    ]);
    expect(await subscriptionsOf(user)).toEqual([]);
    const later = await notifyUser(user, 'NEW_FOLLOWER');
    expect(await deliveriesOf(later)).toEqual([]);
  });

  it('retries a failing push service with a growing wait, then delivers it once; gives up after five tries (R1.15)', async () => {
    const user = await newUser(t.app);
    const browser = pushService.subscriber(`retry-${user.id}`);
    await subscribeWeb(user, browser);
    pushService.answer(browser.endpoint, 500, 503);
    const id = await notifyUser(user, 'NEW_FOLLOWER');
    const dueNow = () =>
      t.database.db.execute(
        sql`update notification_deliveries set due_at = now() where notification_id = ${id}`,
      );

    await t.app.notificationDeliveries.drain();
    const [first] = await deliveriesOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'push service answered 500' });
    expect(first?.due_in).toBeGreaterThan(RETRY_BASE_SECONDS - 5);
    expect(first?.due_in).toBeLessThanOrEqual(RETRY_BASE_SECONDS);
    // Not due yet: a pass leaves it alone.
    await t.app.notificationDeliveries.drain();
    expect(pushesTo(browser)).toHaveLength(1);

    await dueNow();
    await t.app.notificationDeliveries.drain();
    const [second] = await deliveriesOf(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second?.due_in).toBeGreaterThan(RETRY_BASE_SECONDS * 4 - 5);

    await dueNow();
    await t.app.notificationDeliveries.drain();
    await t.app.notificationDeliveries.drain();
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'sent', attempts: 3 }]);
    expect(pushesTo(browser)).toHaveLength(3);

    pushService.answer(browser.endpoint, ...Array(MAX_ATTEMPTS).fill(500));
    const doomed = await notifyUser(user, 'NEW_FOLLOWER');
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await t.database.db.execute(
        sql`update notification_deliveries set due_at = now() where notification_id = ${doomed}`,
      );
      await t.app.notificationDeliveries.drain();
    }
    expect(await deliveriesOf(doomed)).toMatchObject([{ status: 'failed', attempts: MAX_ATTEMPTS }]);
  });

  it('delivers a retry whose wait is over on the minute’s catch-up job, which wakes every process (R1.15)', async () => {
    const user = await newUser(t.app);
    const browser = pushService.subscriber(`catch-up-${user.id}`);
    await subscribeWeb(user, browser);
    pushService.answer(browser.endpoint, 502);
    const id = await notifyUser(user, 'NEW_FOLLOWER');
    await t.app.notificationDeliveries.drain();
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    await t.database.db.execute(
      sql`update notification_deliveries set due_at = now() where notification_id = ${id}`,
    );

    await deliverNotificationsJob.run({
      db: t.database.db,
      log: t.app.log,
      now: Date.now,
      send: () => Promise.reject(new Error('not used')),
    });
    await until(async () => (await deliveriesOf(id))[0]?.status === 'sent');
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    expect(pushesTo(browser)).toHaveLength(2);
  });

  it('skips native pushes with a log line when no FCM service account is set, and keeps the token (R1.15)', async () => {
    const lines: string[] = [];
    const bare = await createTestApp(
      { SMTP_URL: sink.url },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    try {
      const user = await newUser(bare.app);
      const token = `fcm-unset-${user.id}`;
      await bare.app.inject({
        method: 'POST',
        url: '/api/notifications/push/',
        headers: user.auth,
        payload: { platform: 'android', fcm_token: token },
      });
      await bare.database.db.transaction((tx) =>
        notify(tx, [{ userId: user.id, type: 'NEW_FOLLOWER', title: 'Unset', body: 'x' }]),
      );
      await bare.app.notificationDeliveries.drain();
      const rows = await queryRows<{ status: string; last_error: string }>(
        bare.database.db,
        sql`select status, last_error from notification_deliveries where channel = 'push'`,
      );
      expect(rows).toEqual([{ status: 'skipped', last_error: 'native push not configured' }]);
      expect(fcm.sends.filter((s) => s.token === token)).toEqual([]);
      expect(lines.some((line) => line.includes('native push skipped: FCM_SERVICE_ACCOUNT is not set'))).toBe(
        true,
      );
      const kept = await queryRows<{ endpoint: string }>(
        bare.database.db,
        sql`select endpoint from push_subscriptions where user_id = ${user.id}`,
      );
      expect(kept).toEqual([{ endpoint: token }]);
    } finally {
      await bare.close();
    }
  });

  it('skips the deliveries of an account deleted before they went out (R1.15)', async () => {
    const user = await newUser(t.app);
    const browser = pushService.subscriber(`deleted-${user.id}`);
    await subscribeWeb(user, browser);
    const id = await t.database.db.transaction(async (tx) => {
      await notify(tx, [{ userId: user.id, type: 'NEW_RESULT_USER', title: 'Too late', body: 'x' }]);
      await tx.execute(sql`update users set email = null, deleted_at = now() where id = ${user.id}`);
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`select max(id)::int as id from notifications where user_id = ${user.id}`,
      );
      return Number(row?.id);
    });
    await t.app.notificationDeliveries.drain();
    expect(await deliveriesOf(id)).toMatchObject([
      { channel: 'email', status: 'skipped', last_error: 'account deleted' },
      { channel: 'push', status: 'skipped', last_error: 'account deleted' },
    ]);
    expect(pushesTo(browser)).toHaveLength(0);
  });

  it('answers a follow at once while the SMTP server stalls, and mails its notification once the server answers (R1.15)', async () => {
    const follower = await newUser(t.app);
    const followed = await newUser(t.app);
    expect((await setChannel(followed, 'NEW_FOLLOWER.email', true)).statusCode).toBe(200);
    sink.stall();
    try {
      // The worker is held by a mail the server does not take.
      const held = await notifyUser(follower);
      await until(async () => (await deliveriesOf(held))[0]?.status === 'sending');
      expect((await deliveriesOf(held))[0]?.status).toBe('sending');

      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/connections/follow/',
        headers: follower.auth,
        payload: { target_user_id: followed.id },
      });
      await t.app.domainEvents.drain();
      const took = performance.now() - started;
      expect(res.statusCode).toBe(200);
      // The server stalls for good: only a follow that never waits on it gets here at all.
      expect(took).toBeLessThan(5_000);
      const list = await t.app.inject({ url: '/api/notifications/', headers: followed.auth });
      expect(list.json<{ results: Array<{ type: string }> }>().results.map((n) => n.type)).toContain(
        'NEW_FOLLOWER',
      );
      expect(mailsTo(followed)).toHaveLength(0);
    } finally {
      sink.release();
    }
    await t.app.notificationDeliveries.drain();
    expect(mailsTo(follower)).toHaveLength(1);
    expect(mailsTo(followed)).toHaveLength(1);
  });
});

describe('e-mail unsubscribe from the link, without signing in (R7.36, R2.11)', () => {
  const settingsOf = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/notifications/settings/', headers: user.auth })).json<{
      types: Array<{ type: string; email: boolean; push: boolean }>;
    }>().types;
  const preferenceCount = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from notification_preferences`,
        )
      )[0]?.n,
    );
  const unsubscribe = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe-emails/', payload });

  async function mailedLink(user: TestUser): Promise<URL> {
    await notifyUser(user);
    await t.app.notificationDeliveries.drain();
    const mail = mailsTo(user).at(-1);
    if (!mail) throw new Error('no mail');
    return unsubscribeLinkOf(mail);
  }

  it('switches e-mails of the link’s type off, and a one-click POST from the mail client does the same (R7.36)', async () => {
    const user = await newUser(t.app);
    const link = await mailedLink(user);
    const res = await unsubscribe(Object.fromEntries(link.searchParams));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: user.email, email_type: 'NEW_RESULT_USER', unsubscribed: true });
    const settings = await settingsOf(user);
    expect(settings.find((s) => s.type === 'NEW_RESULT_USER')).toMatchObject({ email: false, push: true });
    expect(settings.find((s) => s.type === 'MARKET_LISTING_SOLD')).toMatchObject({ email: true });
    const next = await notifyUser(user);
    expect((await deliveriesOf(next)).map((d) => d.channel)).not.toContain('email');

    const other = await newUser(t.app);
    const oneClick = await mailedLink(other);
    const clicked = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect((await settingsOf(other)).find((s) => s.type === 'NEW_RESULT_USER')).toMatchObject({
      email: false,
    });
  });

  it('switches every type’s e-mails off from the ALL link (R7.36)', async () => {
    const user = await newUser(t.app);
    await mailedLink(user);
    const text = mailsTo(user).at(-1)?.text ?? '';
    const all = new URL(
      /http:\/\/shred\.test\/unsubscribe\?email=[^\s"<>]+&email_type=ALL&token=[\w-]+/.exec(text)?.[0] ??
        'http://missing',
    );
    const res = await unsubscribe(Object.fromEntries(all.searchParams));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email_type: 'ALL', unsubscribed: true });
    expect((await settingsOf(user)).every((s) => s.email === false)).toBe(true);
    expect((await settingsOf(user)).every((s) => s.push === true)).toBe(true);
  });

  it('refuses a forged or altered link with 403 and changes nothing; a malformed one with 400 (R7.36)', async () => {
    const user = await newUser(t.app);
    const someoneElse = await newUser(t.app);
    const link = Object.fromEntries((await mailedLink(user)).searchParams) as Record<string, string>;
    const before = await preferenceCount();
    for (const forged of [
      { ...link, email_type: 'ALL' },
      { ...link, email_type: 'MARKET_LISTING_SOLD' },
      { ...link, token: `${link.token?.slice(0, -2)}AA` },
      { ...link, token: 'not-a-signature' },
      { ...link, email: someoneElse.email },
      { ...link, email: 'nobody-here@example.com' },
    ]) {
      const res = await unsubscribe(forged);
      expect(res.statusCode, JSON.stringify(forged)).toBe(403);
      expect(res.json().detail).toMatch(/unsubscribe link is not valid/);
    }
    for (const malformed of [
      { ...link, email: 'not-an-address' },
      { ...link, email_type: 'SPAM' },
      { email: link.email, email_type: link.email_type },
    ]) {
      const res = await unsubscribe(malformed);
      expect(res.statusCode, JSON.stringify(malformed)).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    expect(await preferenceCount()).toBe(before);
    expect((await settingsOf(user)).find((s) => s.type === 'NEW_RESULT_USER')).toMatchObject({ email: true });
  });
});

describe('push subscriptions (R3.21, R7.37, R7.38)', () => {
  const countAll = async () =>
    Number(
      (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from push_subscriptions`)
      )[0]?.n,
    );

  it('refuses bad subscription bodies with 400 and stores nothing; a stranger gets 401 (R3.21, R7.37)', async () => {
    const user = await newUser(t.app);
    const keys = pushService.subscriber('bad').keys;
    const before = await countAll();
    for (const payload of [
      {},
      { platform: 'android' },
      { platform: 'ios', fcm_token: '' },
      { platform: 'windows', fcm_token: 'abc' },
      { platform: 'web', fcm_token: 'abc' },
      { platform: 'web', subscription: { endpoint: 'not a url', keys } },
      { platform: 'web', subscription: { endpoint: 'https://push.example/x', keys: {} } },
      { platform: 'web', subscription: { endpoint: 'ftp://push.example/x', keys } },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push/',
        headers: user.auth,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/push/',
      payload: { platform: 'android', fcm_token: 'x' },
    });
    expect(stranger.statusCode).toBe(401);
    expect(await countAll()).toBe(before);
  });

  it('moves a device registered again by another user, and removes one device or all of the caller’s (R7.37, R7.38)', async () => {
    const first = await newUser(t.app);
    const second = await newUser(t.app);
    const token = `fcm-move-${first.id}`;
    expect((await subscribeNative(first, token)).json()).toEqual({ platform: 'android', kind: 'fcm' });
    await subscribeNative(second, token, 'ios');
    expect(await subscriptionsOf(first)).toEqual([]);
    expect(await subscriptionsOf(second)).toEqual([{ kind: 'fcm', endpoint: token }]);

    // Someone else's device is not the caller's to remove.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/push/?fcm_token=${token}`,
      headers: first.auth,
    });
    expect(foreign.statusCode).toBe(204);
    expect(await subscriptionsOf(second)).toHaveLength(1);

    const browser = pushService.subscriber(`move-${second.id}`);
    await subscribeWeb(second, browser);
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/push/?endpoint=${encodeURIComponent(browser.endpoint)}`,
      headers: second.auth,
    });
    expect(one.statusCode).toBe(204);
    expect(await subscriptionsOf(second)).toEqual([{ kind: 'fcm', endpoint: token }]);

    await subscribeWeb(second, browser);
    const all = await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications/push/',
      headers: second.auth,
    });
    expect(all.statusCode).toBe(204);
    expect(await subscriptionsOf(second)).toEqual([]);
  });

  it('keeps the ten devices registered last of one account (R7.37)', async () => {
    const user = await newUser(t.app);
    for (let i = 0; i < MAX_DEVICES + 2; i++) {
      expect((await subscribeNative(user, `fcm-many-${user.id}-${i}`)).statusCode).toBe(201);
    }
    const kept = (await subscriptionsOf(user)).map((s) => s.endpoint);
    expect(kept).toHaveLength(MAX_DEVICES);
    expect(kept).not.toContain(`fcm-many-${user.id}-0`);
    expect(kept).toContain(`fcm-many-${user.id}-${MAX_DEVICES + 1}`);
  });

  it('answers the VAPID public key generated into DATA_DIR on first start, readable by the server only (R1.15)', async () => {
    const key = await vapidKey();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const file = path.join(t.dataDir, 'vapid.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await createTestApp({ ...env, DATA_DIR: t.dataDir }, { besides: t });
    try {
      const res = await again.app.inject({ url: '/api/notifications/push/vapid-key/' });
      expect(res.json()).toEqual({ public_key: key });
    } finally {
      await again.close();
    }
  });
});
