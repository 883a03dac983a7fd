import type { AddressInfo } from 'node:net';
import { LIVE_RESULT_EVENT, LIVE_RESYNC_EVENT } from '@shred/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../db/notifications.ts';
import type { TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, newStaffUser } from '../../test/game-factories.ts';
import { awaitScoring } from '../../test/scoring-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type EventStreamClient, openEventStream, type StreamEvent } from './event-stream-client.ts';
import { LIVE_RESULTS_CHANNEL } from './live-channel.ts';

let t: TestApp;
let staff: TestUser;
let url: string;
const streams: EventStreamClient[] = [];

/** A real HTTP listener on a free port: streams must be read as they are written, not injected. */
async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function stream(base: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  const client = await openEventStream(`${base}/api/live/`, headers);
  streams.push(client);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
  url = await listenOn(t.app);
});
afterAll(async () => {
  await Promise.all(streams.map((client) => client.close()));
  await t.close();
});

const isResultOf = (gameId: number) => (event: StreamEvent) =>
  event.event === LIVE_RESULT_EVENT && JSON.parse(event.data).game_id === gameId;

/** Places 1…6 in heat A, imported by staff as the results screen does; answers the import. */
function importHeatA(app: FastifyInstance, game: GameFixture) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/events/${game.eventSlug}/results/`,
    headers: staff.auth,
    payload: {
      results: game.athletes.slice(0, 6).map((a, i) => ({
        competition_id: game.rounds.heatA,
        athlete_id: a.id,
        place: i + 1,
      })),
    },
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET live/ — Server-Sent Events of changed scores (issue 16.4, INTERFACE.md "live")', () => {
  it('answers anyone with an unbuffered, uncached event stream under the app security headers', async () => {
    const client = await stream(url);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    expect(client.headers.get('content-encoding')).toBeNull();
    expect(client.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(client.headers.get('permissions-policy')).toContain('camera=()');
    expect(client.headers.get('x-request-id')).toBeTruthy();
    await client.close();
  });

  it('is declared in the OpenAPI document as text/event-stream', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, { content?: object }> } }>;
    }>();
    const answers = doc.paths['/live/']?.get?.responses;
    expect(Object.keys(answers?.['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(Object.keys(answers ?? {})).toEqual(['200', '429', '500', '503']);
  });

  it('sends a result event with the game id once an import of its results is scored, and none for an unrelated game', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const unrelated = await createGameFixture(t.database.db, { now: t.clock.now() });
    const client = await stream(url);
    const imported = await importHeatA(t.app, game);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await awaitScoring(t.app, staff, imported)).toMatchObject([{ state: 'completed' }]);
    const event = await client.next(isResultOf(game.gameId));
    expect(JSON.parse(event.data)).toEqual({ game_id: game.gameId });
    expect(event.id).toMatch(/^[0-9a-f]{8}-\d+$/);
    await pause(300);
    expect(client.pending.filter(isResultOf(unrelated.gameId))).toEqual([]);
  });

  it('sends a signed-in viewer the same events', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const client = await stream(url, staff.auth);
    expect(client.status).toBe(200);
    await awaitScoring(t.app, staff, await importHeatA(t.app, game));
    await client.next(isResultOf(game.gameId));
  });

  it('coalesces a burst of changes to one game into at most one event per 250 ms', async () => {
    const client = await stream(url);
    const gameId = 900_001;
    const started = performance.now();
    // One by one: PostgreSQL folds identical notifications of one transaction into one.
    for (let i = 0; i < 20; i++) await notify(t.database.db, LIVE_RESULTS_CHANNEL, String(gameId));
    const burstMs = performance.now() - started;
    const first = await client.next(isResultOf(gameId));
    await pause(burstMs + 600);
    const times = [first, ...client.pending.filter(isResultOf(gameId))].map((event) => event.receivedAt);
    // The first at once; the rest of the burst one more at each window's end, nothing in between.
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(times.length).toBeLessThanOrEqual(Math.ceil(burstMs / 250) + 1);
    for (let i = 1; i < times.length; i++) {
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThan(200);
    }
  });

  it('replays what a reconnect to the same process missed after its Last-Event-ID, and tells any other reconnect to resync', async () => {
    const first = await stream(url);
    await notify(t.database.db, LIVE_RESULTS_CHANNEL, '900002');
    const seen = await first.next(isResultOf(900_002));
    await first.close();
    const missed = await stream(url);
    await notify(t.database.db, LIVE_RESULTS_CHANNEL, '900003');
    await missed.next(isResultOf(900_003));
    const back = await stream(url, { 'last-event-id': seen.id ?? '' });
    const replayed = await back.next((event) => event.event === LIVE_RESULT_EVENT);
    expect(JSON.parse(replayed.data)).toEqual({ game_id: 900_003 });
    const stranger = await stream(url, { 'last-event-id': 'abcdef01-7' });
    const resync = await stranger.next();
    expect(resync.event).toBe(LIVE_RESYNC_EVENT);
  });

  it('streams to a client of a second server process what a results import through the first one changed', async () => {
    const other = await createTestApp({}, { besides: t });
    try {
      const otherUrl = await listenOn(other.app);
      const game = await createGameFixture(t.database.db, { now: t.clock.now() });
      const client = await stream(otherUrl);
      const imported = await importHeatA(t.app, game);
      expect(imported.statusCode, imported.body).toBe(200);
      const event = await client.next(isResultOf(game.gameId), 20_000);
      expect(JSON.parse(event.data)).toEqual({ game_id: game.gameId });
      await client.close();
    } finally {
      await other.close();
    }
  });

  it('tells every stream to resync once the database listener is back after losing its connection', async (ctx) => {
    if (t.database.driver !== 'postgres') ctx.skip();
    const client = await stream(url);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = ${`LISTEN "${LIVE_RESULTS_CHANNEL}"`}`,
    );
    await client.next((event) => event.event === LIVE_RESYNC_EVENT, 15_000);
    // Listening again: changes reach the stream as before.
    await notify(t.database.db, LIVE_RESULTS_CHANNEL, '900004');
    await client.next(isResultOf(900_004));
  });
});

describe('live/ connection cap (issue 16.4)', () => {
  it('answers 503 with Retry-After beyond the cap, frees a place when a client leaves, and ends every stream when the server closes', async () => {
    const small = await createTestApp({ LIVE_MAX_CONNECTIONS: '2' }, { besides: t });
    let open: EventStreamClient[] = [];
    let closed = false;
    try {
      const base = await listenOn(small.app);
      open = [await openEventStream(`${base}/api/live/`), await openEventStream(`${base}/api/live/`)];
      expect(open.map((client) => client.status)).toEqual([200, 200]);
      const refused = await small.app.inject({ method: 'GET', url: '/api/live/' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('3');
      expect(refused.json()).toEqual({ detail: expect.stringMatching(/live updates/) });
      await open[0]?.close();
      let again = await openEventStream(`${base}/api/live/`);
      for (let i = 0; again.status !== 200 && i < 50; i++) {
        await pause(20);
        again = await openEventStream(`${base}/api/live/`);
      }
      expect(again.status).toBe(200);
      open.push(again);
      await small.close();
      closed = true;
      await pause(50);
      expect(open.slice(1).map((client) => client.ended())).toEqual([true, true]);
    } finally {
      await Promise.all(open.map((client) => client.close()));
      if (!closed) await small.close();
    }
  });
});
