import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type EventStreamClient, openEventStream } from './event-stream-client.ts';

let t: TestApp;
let base: string;
const streams: EventStreamClient[] = [];
/** The server's side of each connection, in the order they came: closing one is seen here. */
const serverSockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ LIVE_MAX_STREAMS_PER_ADDRESS: '3', LIVE_MAX_STREAMS_PER_USER: '2' });
  t.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(streams.map((client) => client.close()));
  await t.close();
});

async function stream(user?: TestUser): Promise<EventStreamClient> {
  const client = await openEventStream(`${base}/api/live/`, user?.auth ?? {});
  streams.push(client);
  return client;
}

const refusal = (client: EventStreamClient) => ({
  status: client.status,
  retryAfter: client.headers.get('retry-after'),
});

/** Close a stream and wait until the server has seen its connection end (the hub frees its place then). */
async function closeStream(client: EventStreamClient): Promise<void> {
  const socket = serverSockets[streams.indexOf(client)] as Socket;
  const closed = socket.closed ? Promise.resolve() : once(socket, 'close');
  await client.close();
  await closed;
  // The hub hears the same close from the response, right after the socket's.
  await new Promise((resolve) => setImmediate(resolve));
}

describe('live/ streams per client address and per signed-in user (issue 27.3)', () => {
  it('answers 429 beyond a user’s streams and beyond an address’s streams, and takes a new one once one closes', async () => {
    const rider = await newUser(t.app);
    const mine = [await stream(rider), await stream(rider)];
    expect(mine.map((client) => client.status)).toEqual([200, 200]);

    const third = await stream(rider);
    expect(refusal(third)).toEqual({ status: 429, retryAfter: '3' });
    const byUser = await t.app.inject({ method: 'GET', url: '/api/live/', headers: rider.auth });
    expect(byUser.statusCode).toBe(429);
    expect(byUser.json()).toEqual({ detail: expect.stringMatching(/You have 2 live updates open already/) });

    // The address (127.0.0.1) holds 2 of its 3: one more anonymous stream fits, then it is full.
    expect((await stream()).status).toBe(200);
    const fourth = await stream();
    expect(fourth.status).toBe(429);
    const byAddress = await t.app.inject({ method: 'GET', url: '/api/live/', remoteAddress: '127.0.0.1' });
    expect(byAddress.statusCode).toBe(429);
    expect(byAddress.json()).toEqual({
      detail: expect.stringMatching(/Your network has too many live updates open/),
    });

    await closeStream(mine[0] as EventStreamClient);
    expect((await stream(rider)).status).toBe(200);
  });
});
