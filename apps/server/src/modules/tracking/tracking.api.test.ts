import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsDailyActors, analyticsDailyEvents, trackingEvents } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let rider: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  rider = await newUser(t.app);
});
afterAll(() => t.close());

// Each test sends from its own address, so one test's events do not eat another's quota.
let address = 0;
let ip = '';
beforeEach(() => {
  address += 1;
  ip = `203.0.113.${address}`;
});

const track = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tracking/track/',
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });
const stored = async () => (await t.database.db.select({ n: count() }).from(trackingEvents))[0]?.n ?? 0;
const dayCount = async (day: string, event: string) =>
  (
    await t.database.db
      .select({ events: analyticsDailyEvents.events })
      .from(analyticsDailyEvents)
      .where(and(eq(analyticsDailyEvents.day, day), eq(analyticsDailyEvents.event, event)))
  )[0]?.events ?? 0;
const today = () => new Date(t.clock.now()).toISOString().slice(0, 10);
const events = (n: number, name: string, extra: object = {}) =>
  Array.from({ length: n }, (_, i) => ({ event: name, sessionId: 's1', value: i, ...extra }));

describe('POST tracking/track/ stores events and their daily rollups (R7.44, R3.10)', () => {
  it('stores one event in the spec’s shape and a batch, each with its time, user and anonymous id', async () => {
    expect(
      (
        await track({
          event: 'h7_page_view',
          properties: { path: '/' },
          label: 'home',
          value: 1,
          sessionId: 's',
        })
      ).statusCode,
    ).toBe(204);
    const at = new Date(t.clock.now() - 60_000).toISOString();
    const res = await track(
      { batch: [{ event: 'h7_tap', timestamp: at, anonymousId: 'anon-1' }, { event: 'h7_tap' }] },
      rider.auth,
    );
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.event, 'h7_tap'));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.userId === rider.id)).toBe(true);
    expect(rows.map((row) => row.occurredAt?.toISOString() ?? null).sort()).toEqual([at, null].sort());
    expect(await dayCount(today(), 'h7_tap')).toBe(2);
    expect(await dayCount(today(), 'h7_page_view')).toBe(1);
  });

  it('counts an event on the UTC day it happened, and each actor once a day: players by id, visitors by anonymous id', async () => {
    const twoDaysAgo = new Date(t.clock.now() - 2 * 86_400_000);
    const day = twoDaysAgo.toISOString().slice(0, 10);
    await track({
      batch: events(3, 'h7_late', { timestamp: twoDaysAgo.toISOString(), anonymousId: 'anon-late' }),
    });
    await track({
      batch: events(2, 'h7_late', { timestamp: twoDaysAgo.toISOString(), anonymousId: 'anon-late' }),
    });
    await track(
      { event: 'h7_late', timestamp: twoDaysAgo.toISOString(), anonymousId: 'anon-ignored' },
      rider.auth,
    );
    expect(await dayCount(day, 'h7_late')).toBe(6);
    const actors = await t.database.db
      .select({ actor: analyticsDailyActors.actor, userId: analyticsDailyActors.userId })
      .from(analyticsDailyActors)
      .where(eq(analyticsDailyActors.day, day));
    expect(actors).toEqual(
      expect.arrayContaining([
        { actor: 'a:anon-late', userId: null },
        { actor: `u:${rider.id}`, userId: rider.id },
      ]),
    );
    expect(actors.filter((row) => row.actor === 'a:anon-ignored')).toEqual([]);
  });
});

describe('hostile payloads are refused whole with the field at fault (R7.44)', () => {
  const huge = 'x'.repeat(70 * 1024);
  let nested: Record<string, unknown> = { leaf: 1 };
  for (let level = 0; level < 6; level++) nested = { down: nested };
  const cases: [string, unknown, string][] = [
    ['a 70 KB string property', { event: 'h7_bad', properties: { note: huge } }, 'properties'],
    ['a 70 KB event name', { event: huge }, 'event'],
    ['a 70 KB label', { event: 'h7_bad', label: huge }, 'label'],
    [
      'properties over 16 KB',
      { event: 'h7_bad', properties: { a: 'y'.repeat(9000), b: 'y'.repeat(9000) } },
      'properties',
    ],
    ['properties nested over 5 levels', { event: 'h7_bad', properties: nested }, 'properties'],
    [
      'a 101-character property name',
      { event: 'h7_bad', properties: { ['k'.repeat(101)]: 1 } },
      'properties',
    ],
    [
      'a 10,000-element array property',
      { event: 'h7_bad', properties: { list: Array(10_000).fill(0) } },
      'properties',
    ],
    ['properties as an array', { event: 'h7_bad', properties: [1, 2] }, 'properties'],
    ['a number as the name', { event: 42 }, 'event'],
    ['a blank name', { event: '   ' }, 'event'],
    ['no name', { properties: {} }, 'event'],
    ['a value as text', { event: 'h7_bad', value: 'NaN' }, 'value'],
    ['a value as an object', { event: 'h7_bad', value: { n: 1 } }, 'value'],
    ['a timestamp that is no date', { event: 'h7_bad', timestamp: 'yesterday' }, 'timestamp'],
    [
      'a timestamp 8 days back',
      { event: 'h7_bad', timestamp: new Date(Date.now() - 8 * 86_400_000).toISOString() },
      'timestamp',
    ],
    [
      'a timestamp 10 minutes ahead',
      { event: 'h7_bad', timestamp: new Date(Date.now() + 600_000).toISOString() },
      'timestamp',
    ],
    ['a session id of 70 KB', { event: 'h7_bad', sessionId: huge }, 'sessionId'],
    ['an empty batch', { batch: [] }, 'batch'],
    ['a batch of 10,000 events', { batch: Array(10_000).fill({ event: 'e' }) }, 'batch'],
    ['a batch that is no list', { batch: { event: 'h7_bad' } }, 'batch'],
    ['an event beside a batch', { event: 'h7_bad', batch: [{ event: 'h7_bad' }] }, 'event'],
  ];
  it.each(cases)('refuses %s with 400 keyed by the field and stores nothing', async (_, payload, field) => {
    const before = await stored();
    const res = await track(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(res.json().detail).toEqual(expect.any(String));
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a list', '[{"event":"x"}]'],
    ['a number', '42'],
    ['a string', '"event"'],
    ['null', 'null'],
    ['deep brackets', `{"event":"x","properties":{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`],
  ])('refuses a body that is %s with 400', async (_, payload) => {
    const before = await stored();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/track/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('refuses a body over 256 KB with 413', async () => {
    const res = await track({ batch: events(100, 'h7_bad', { properties: { note: 'z'.repeat(3000) } }) });
    expect(res.statusCode).toBe(413);
  });

  it('stores a batch whole or not at all: event 3 at fault answers batch.3…, and the rest sent again all land', async () => {
    const batch = events(5, 'h7_all_or_none');
    const bad = [
      ...batch.slice(0, 3),
      { event: 'h7_all_or_none', properties: { big: huge } },
      ...batch.slice(3),
    ];
    const before = await stored();
    const refused = await track({ batch: bad });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['batch.3.properties']);
    expect(await stored()).toBe(before);
    expect(await dayCount(today(), 'h7_all_or_none')).toBe(0);

    const late = [
      ...batch,
      { event: 'h7_all_or_none', timestamp: new Date(t.clock.now() - 9 * 86_400_000).toISOString() },
    ];
    const stale = await track({ batch: late });
    expect(Object.keys(stale.json().fields)).toEqual(['batch.5.timestamp']);

    expect((await track({ batch })).statusCode).toBe(204);
    expect(await stored()).toBe(before + 5);
    expect(await dayCount(today(), 'h7_all_or_none')).toBe(5);
  });
});

describe('the quota counts events per player or address (R7.44)', () => {
  it('takes 600 events at once, answers 429 with Retry-After: 60 for more, stores none of them, and lets the client in again after a minute', async () => {
    const quota = await createTestApp();
    try {
      quota.clock.freeze();
      const send = (n: number, from: string, headers: Record<string, string> = {}) =>
        quota.app.inject({
          method: 'POST',
          url: '/api/tracking/track/',
          payload: { batch: events(n, 'h7_flood') },
          headers,
          remoteAddress: from,
        });
      for (let i = 0; i < 6; i++) expect((await send(100, '198.51.100.7')).statusCode).toBe(204);
      const over = await send(1, '198.51.100.7');
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBe('60');
      expect(over.json().detail).toMatch(/600 a minute/);
      // A flood keeps being refused and stores nothing.
      for (let i = 0; i < 20; i++) expect((await send(100, '198.51.100.7')).statusCode).toBe(429);
      const flooded = await quota.database.db
        .select({ n: sum(analyticsDailyEvents.events) })
        .from(analyticsDailyEvents)
        .where(eq(analyticsDailyEvents.event, 'h7_flood'));
      expect(Number(flooded[0]?.n)).toBe(600);
      expect((await quota.database.db.select({ n: count() }).from(trackingEvents))[0]?.n).toBe(600);

      // Another address, and a signed-in player behind the flooded one, have their own quota.
      expect((await send(100, '198.51.100.8')).statusCode).toBe(204);
      const player = await newUser(quota.app);
      expect((await send(100, '198.51.100.7', player.auth)).statusCode).toBe(204);

      quota.clock.advance(10_000);
      expect((await send(100, '198.51.100.7')).statusCode).toBe(204);
      expect((await send(1, '198.51.100.7')).statusCode).toBe(429);
      quota.clock.advance(60_000);
      for (let i = 0; i < 6; i++) expect((await send(100, '198.51.100.7')).statusCode).toBe(204);
    } finally {
      await quota.close();
    }
  });
});
