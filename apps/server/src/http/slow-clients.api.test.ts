import { type AddressInfo, connect } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStreamClient, openEventStream } from '../modules/live/event-stream-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  // Deadlines a test can outlast; production's are 10 s for the headers, 30 s for the whole request.
  t = await createTestApp({ HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * A raw client that sends `head` and then trickles `trickle` one byte at a time, paced by
 * `everyMs`, until the server closes the connection or the bytes run out. Answers whether the
 * server closed it first, and what it answered.
 */
async function trickle(head: string, trickleBytes: string, everyMs = 50) {
  const socket = connect({ port, host: '127.0.0.1' });
  let answer = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  void ended.then(() => {
    closed = true;
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head);
  let sent = 0;
  while (!closed && sent < trickleBytes.length) {
    await pause(everyMs);
    if (closed) break;
    socket.write(trickleBytes[sent] as string);
    sent++;
  }
  const cutOff = closed;
  socket.destroy();
  await ended;
  return { cutOff, sent, answer };
}

describe('slow clients cannot hold the server (issue 27.3)', () => {
  it('cuts off a client trickling its request body, answering 408, before its body is complete', async () => {
    const body = 'x'.repeat(200);
    const result = await trickle(
      `POST /api/users/token/ HTTP/1.1\r\nHost: shred.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(result.cutOff).toBe(true);
    expect(result.sent).toBeLessThan(body.length);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off a client trickling its headers, answering 408', async () => {
    const result = await trickle(
      'GET /api/health/ HTTP/1.1\r\nHost: shred.test\r\n',
      'X-Slow: '.padEnd(200, 'y'),
    );
    expect(result.cutOff).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('leaves a live/ stream open past the request deadline: a stream is not a slow request', async () => {
    const live: EventStreamClient = await openEventStream(`http://127.0.0.1:${port}/api/live/`);
    try {
      expect(live.status).toBe(200);
      // A body trickled since the stream opened was cut off: the whole-request deadline has passed for the stream too.
      const body = 'x'.repeat(200);
      const slow = await trickle(
        `POST /api/users/token/ HTTP/1.1\r\nHost: shred.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
      );
      expect(slow.cutOff).toBe(true);
      expect(live.ended()).toBe(false);
    } finally {
      await live.close();
    }
  });
});
