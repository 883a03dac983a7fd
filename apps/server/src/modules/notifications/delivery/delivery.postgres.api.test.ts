import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../scoring/sql-rows.ts';
import { notify } from '../notify.ts';
import {
  decryptPush,
  type FcmService,
  type PushService,
  type SmtpSink,
  type Subscriber,
  startFcmService,
  startPushService,
  startSmtpSink,
} from './delivery-test-services.ts';

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

const subscribeWeb = (user: TestUser, subscriber: Subscriber) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/push/',
    headers: user.auth,
    payload: { platform: 'web', subscription: { endpoint: subscriber.endpoint, keys: subscriber.keys } },
  });
const pushesTo = (subscriber: Subscriber) =>
  pushService.requests.filter((r) => r.path === new URL(subscriber.endpoint).pathname);

describe('delivery across server processes', () => {
  it('several workers at once deliver each of 50 notifications exactly once per channel (R1.15)', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => newUser(t.app)));
    const browsers = new Map<number, Subscriber>();
    for (const user of users) {
      const browser = pushService.subscriber(`race-${user.id}`);
      browsers.set(user.id, browser);
      await subscribeWeb(user, browser);
    }
    const others = await Promise.all(
      [0, 1, 2].map(() => createTestApp({ ...env, DATA_DIR: t.dataDir }, { besides: t })),
    );
    try {
      const mailsBefore = sink.mails.length;
      // One commit: every process hears it at once and races for the same rows.
      await t.database.db.transaction((tx) =>
        notify(
          tx,
          users.flatMap((user) =>
            Array.from({ length: 5 }, (_, i) => ({
              userId: user.id,
              type: 'NEW_RESULT_USER' as const,
              title: `Race ${user.id}.${i}`,
              body: 'Photo finish.',
            })),
          ),
        ),
      );
      await Promise.all(
        [t, ...others].flatMap((app) => [
          app.app.notificationDeliveries.drain(),
          app.app.notificationDeliveries.drain(),
        ]),
      );
      await Promise.all([t, ...others].map((app) => app.app.notificationDeliveries.drain()));

      const statuses = await queryRows<{ status: string; attempts: number; n: number }>(
        t.database.db,
        sql`select d.status, d.attempts, count(*)::int as n from notification_deliveries d
            join notifications n on n.id = d.notification_id
            where n.title like 'Race %' group by d.status, d.attempts`,
      );
      expect(statuses).toEqual([{ status: 'sent', attempts: 1, n: 100 }]);
      for (const user of users) {
        const browser = browsers.get(user.id) as Subscriber;
        const titles = pushesTo(browser).map(
          (p) => (decryptPush(browser, p.body) as { title: string }).title,
        );
        expect(titles.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Race ${user.id}.${i}`));
      }
      const raceMails = sink.mails.slice(mailsBefore).map((m) => m.headers.get('subject') ?? '');
      expect(raceMails).toHaveLength(50);
      expect(new Set(raceMails).size).toBe(50);
    } finally {
      for (const other of others.reverse()) await other.close();
    }
  });
});
