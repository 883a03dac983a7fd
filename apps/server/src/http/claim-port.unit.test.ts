import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { claimPort } from './claim-port.ts';

describe('claimPort', () => {
  it('keeps a given port as it is, with nothing held', async () => {
    const claim = await claimPort(3000, '127.0.0.1');
    expect(claim.listenOptions).toEqual({ port: 3000, host: '127.0.0.1' });
    await claim.release();
  });

  it('holds a port the system gave until the app listens on it, then lets the app have it alone', async () => {
    const claim = await claimPort(0, '127.0.0.1');
    expect(claim.port).toBeGreaterThan(0);
    const app = createServer((socket) => socket.end('app'));
    app.listen(claim.listenOptions);
    await once(app, 'listening');
    await claim.release();
    const socket = connect(claim.port, '127.0.0.1');
    const [answer] = await once(socket, 'data');
    expect(String(answer)).toBe('app');
    app.close();
  });
});
