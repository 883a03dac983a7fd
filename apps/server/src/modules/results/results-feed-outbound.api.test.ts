import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/factories.ts';
import { createGameFixture, newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestUser;
/** A feed on 127.0.0.1 that counts the connections made to it. */
let feed: Server;
let connections = 0;
let port = 0;

// feeds.rebind.test resolves to the feed's own address: an inside one, which this app does not allow.
const resolveHost = async (hostname: string): Promise<LookupAddress[]> => {
  if (hostname === 'feeds.rebind.test') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  t = await createTestApp({ OUTBOUND_ALLOW: '' }, { resolveHost });
  staff = await newStaffUser(t.app, t.database.db);
  feed = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
  feed.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  port = (feed.address() as AddressInfo).port;
});
afterAll(async () => {
  feed.closeAllConnections();
  await new Promise((resolve) => feed.close(resolve));
  await t.close();
});

describe('a results feed is fetched from the public internet only (issue 27.2)', () => {
  it.each([
    ['an inside address', () => `http://127.0.0.1:${port}/feed.json`],
    ['a name resolving inside', () => `http://feeds.rebind.test:${port}/feed.json`],
  ])('refuses %s with 502 saying why, never connecting', async (_name, feedUrl) => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    await t.database.db.update(events).set({ resultsFeedUrl: feedUrl() }).where(eq(events.id, game.eventId));
    const before = connections;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${game.eventSlug}/refresh/`,
      headers: staff.auth,
    });
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json()).toEqual({
      detail: 'The results feed could not be read: its address is not on the public internet.',
    });
    expect(connections - before).toBe(0);
  });
});
