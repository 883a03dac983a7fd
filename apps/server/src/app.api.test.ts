import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { checkPassword } from './auth/passwords.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { trackingEvents, users } from './db/schema/index.ts';
import { seed } from './seed/seed.ts';
import { newUser } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'shred-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Shred League</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

describe('server basics', () => {
  it('answers GET /api/health/ with {"status":"ok"}', async () => {
    const res = await t.app.inject({ url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('tags every answer with a request id, reusing a well-formed incoming one', async () => {
    const fresh = await t.app.inject({ url: '/api/health/' });
    expect(fresh.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    const echoed = await t.app.inject({ url: '/api/health/', headers: { 'x-request-id': 'trace-42' } });
    expect(echoed.headers['x-request-id']).toBe('trace-42');
  });

  it('publishes an OpenAPI document that lists every contract route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const route of Object.values(routes)) {
      const openApiPath = `/${route.path}`;
      expect(doc.paths[openApiPath], openApiPath).toBeDefined();
      expect(
        doc.paths[openApiPath]?.[route.method.toLowerCase()],
        `${route.method} ${openApiPath}`,
      ).toBeDefined();
    }
  });

  it('serves the web app with a history fallback, and immutable assets', async () => {
    const deep = await t.app.inject({ url: '/manager/events/some-event', headers: { accept: 'text/html' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API routes with a JSON 404 instead of the web app', async () => {
    const res = await t.app.inject({ url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('/api/nothing/here/');
  });

  it('keeps a raw /api/ path with dot segments in the API: a JSON 4xx, never the web app (R7.01)', async () => {
    // fetch and inject both resolve `..` before sending; a raw client sends it as it is.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const raw of ['/api/content/../../', '/api/content/%2E%2E/%2E%2E/', '/api/../manager']) {
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: raw, headers: { accept: 'text/html' } }, (answer) => {
          let body = '';
          answer.on('data', (chunk) => {
            body += chunk;
          });
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
      expect([400, 404], raw).toContain(res.status);
      expect(typeof JSON.parse(res.body).detail, raw).toBe('string');
    }
  });

  it('answers broken bodies with a clear 4xx', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ detail: 'The request body is not valid JSON.' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/',
      payload: { email: 'a@b.co', password: 'x'.repeat(300_000) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('start-up on a fresh data directory (README "Environment": DATA_DIR)', () => {
  it('creates the uploads directory instead of warning that it is missing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shred-fresh-'));
    const lines: string[] = [];
    const database = await openDatabase({ dataDir: null });
    // As main does: the app's listeners read their tables from the start.
    await database.migrate();
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_DATA: '0', WEB_DIST: webDist }),
      database,
      jwtSecret: new Uint8Array(32),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await app.ready();
    await app.close();
    await database.close();
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(true);
    expect(lines.filter((line) => JSON.parse(line).level >= 40)).toEqual([]);
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('POST tracking/track/ (R7.44, R3.10)', () => {
  it('records an anonymous event and one of a signed-in user', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/track/',
      payload: {
        event: 'app_start',
        properties: { platform: 'web' },
        sessionId: 's1',
        anonymousId: 'anon_abc',
      },
    });
    expect(anonymous.statusCode).toBe(204);
    const user = await newUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/tracking/track/',
      payload: { event: 'user_logout', label: 'menu', value: 1, sessionId: 's2' },
      headers: user.auth,
    });
    const rows = await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.userId, user.id));
    expect(rows).toMatchObject([{ event: 'user_logout', label: 'menu', value: 1, sessionId: 's2' }]);
  });

  it('rejects an event without a name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/track/',
      payload: { properties: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.event).toBeDefined();
  });
});

describe('start-up seeding', () => {
  it('creates the staff account from ADMIN_EMAIL/ADMIN_PASSWORD, then updates it on the next start', async () => {
    const log = t.app.log;
    await seed(t.database.db, {
      admin: { email: 'Boss@Example.com', password: 'first-password' },
      demoData: false,
      log,
    });
    await seed(t.database.db, {
      admin: { email: 'boss@example.com', password: 'second-password' },
      demoData: false,
      log,
    });
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isStaff).toBe(true);
    expect(await checkPassword(rows[0]?.passwordHash, 'second-password')).toBe(true);
  });

  it('seeds demo managers only into an empty database', async () => {
    const fresh = await createTestApp();
    try {
      await seed(fresh.database.db, { admin: null, demoData: true, log: fresh.app.log });
      const count = (await fresh.database.db.select().from(users)).length;
      expect(count).toBeGreaterThanOrEqual(5);
      await seed(fresh.database.db, { admin: null, demoData: true, log: fresh.app.log });
      expect((await fresh.database.db.select().from(users)).length).toBe(count);
      const login = await fresh.app.inject({
        method: 'POST',
        url: '/api/users/token/',
        payload: { email: 'demo@shredleague.app', password: 'shredleague' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
