import { createECDH, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { notify } from './notify.ts';

/** A push service on 127.0.0.1 that counts every connection made to it, answering 201 to each push. */
let service: Server;
let connections = 0;
let port = 0;
beforeAll(async () => {
  service = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  });
  service.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  port = (service.address() as AddressInfo).port;
});
afterAll(async () => {
  // The app's kept-alive connection to it would hold the close for seconds.
  service.closeAllConnections();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

/** Host names as the test has them resolve, one answer per lookup in turn (the last one repeats). */
function resolverOf(answers: Record<string, string[]>) {
  const lookups: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    lookups.push(hostname);
    const list = answers[hostname];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const address = (list.length > 1 ? list.shift() : list[0]) as string;
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
  return { resolve, lookups };
}

const keys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

const subscribe = (t: TestApp, user: TestUser, endpoint: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/push/',
    headers: user.auth,
    payload: { platform: 'web', subscription: { endpoint, keys: keys() } },
  });

async function notifyAndDeliver(t: TestApp, user: TestUser): Promise<void> {
  await t.database.db.transaction((tx) =>
    notify(tx, [{ userId: user.id, type: 'NEW_RESULT_USER', title: 'Result in', body: 'You came 3rd.' }]),
  );
  await t.app.notificationDeliveries.drain();
}

const subscriptionsOf = (t: TestApp, user: TestUser) =>
  queryRows<{ endpoint: string }>(
    t.database.db,
    sql`select endpoint from push_subscriptions where user_id = ${user.id}`,
  );

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('push subscriptions reach only the public internet (issue 27.2)', () => {
  it.each([
    'https://127.0.0.1/push/a',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/push/a',
    'https://10.0.0.1/push/a',
    'https://[::ffff:127.0.0.1]/push/a',
    'https://[fd00::1]/push/a',
  ])('refuses %s with 400 naming the endpoint, storing nothing', async (endpoint) => {
    t = await createTestApp({ OUTBOUND_ALLOW: '' });
    const user = await newUser(t.app);
    const answer = await subscribe(t, user, endpoint);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({
      detail: expect.stringMatching(/public internet address/),
      fields: { 'subscription.endpoint': [expect.stringMatching(/public internet address/)] },
    });
    expect(await subscriptionsOf(t, user)).toEqual([]);
  });

  it('refuses a host name that resolves to a private address; keeps one that does not resolve now, for the send to check', async () => {
    const resolver = resolverOf({ 'push.inside.test': ['192.168.0.10'] });
    t = await createTestApp({ OUTBOUND_ALLOW: '' }, { resolveHost: resolver.resolve });
    const user = await newUser(t.app);
    const inside = await subscribe(t, user, 'https://push.inside.test/push/a');
    expect(inside.statusCode).toBe(400);
    expect(Object.keys(inside.json<{ fields: object }>().fields)).toEqual(['subscription.endpoint']);
    expect(resolver.lookups).toEqual(['push.inside.test']);
    const nowhere = await subscribe(t, user, 'https://push.nowhere.test/push/a');
    expect(nowhere.statusCode).toBe(201);
    expect(await subscriptionsOf(t, user)).toEqual([{ endpoint: 'https://push.nowhere.test/push/a' }]);
  });

  it('refuses at send time a host that resolved public when subscribing and resolves inside since (DNS rebinding): never connected, the subscription dropped', async () => {
    // Public when the subscription is checked, then the local push service's address.
    const resolver = resolverOf({ 'push.rebind.test': ['93.184.215.14', '127.0.0.1'] });
    t = await createTestApp(
      { OUTBOUND_ALLOW: '', WEB_PUSH_ALLOW_HTTP: '1' },
      { resolveHost: resolver.resolve },
    );
    const user = await newUser(t.app);
    const endpoint = `http://push.rebind.test:${port}/push/rebind`;
    expect((await subscribe(t, user, endpoint)).statusCode).toBe(201);
    const before = connections;
    await notifyAndDeliver(t, user);
    expect(resolver.lookups).toEqual(['push.rebind.test', 'push.rebind.test']);
    expect(connections - before).toBe(0);
    expect(await subscriptionsOf(t, user)).toEqual([]);
  });

  it('connects to the very address the guard resolved and allowed, not to one resolved again', async () => {
    // push.pinned.test is no name DNS knows: only the guard's answer can bring the push here.
    const resolver = resolverOf({ 'push.pinned.test': ['127.0.0.1'] });
    t = await createTestApp(
      { OUTBOUND_ALLOW: '127.0.0.1', WEB_PUSH_ALLOW_HTTP: '1' },
      { resolveHost: resolver.resolve },
    );
    const user = await newUser(t.app);
    expect((await subscribe(t, user, `http://push.pinned.test:${port}/push/pinned`)).statusCode).toBe(201);
    const before = connections;
    await notifyAndDeliver(t, user);
    expect(connections - before).toBe(1);
    expect(await subscriptionsOf(t, user)).toHaveLength(1);
  });
});
