import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { newUser } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

/** The app's log lines, parsed, as they are written. */
function logCapture() {
  const lines: Array<{ level: number; msg: string; reqId?: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe('a client that drops its connection mid-upload (issue 11.6)', () => {
  it('is logged at info, not as a failure of the server', async () => {
    const log = logCapture();
    const t = await createTestApp({}, { logger: log.logger });
    try {
      const user = await newUser(t.app);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      // What the app logged at start (the tests' cheap password hashing warns) is not the upload's.
      const logged = log.lines.length;
      const { port } = t.app.server.address() as AddressInfo;
      const boundary = '----dropped';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/users/profile-image/ HTTP/1.1\r\nHost: shred.test\r\nAuthorization: ${user.auth.authorization}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${1024 * 1024}\r\n\r\n`,
        );
        socket.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="me.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        );
        // A part of the picture, then the client is gone.
        socket.write(Buffer.alloc(64 * 1024, 7), () => socket.destroy());
      });
      const upload = () =>
        log.lines.find((l) => l.msg === 'incoming request' && /profile-image/.test(JSON.stringify(l)));
      const dropped = () =>
        log.lines.find((l) => l.reqId === upload()?.reqId && l.msg.includes('client closed'));
      while (!dropped()) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(dropped()?.level).toBe(30);
      expect(log.lines.slice(logged).filter((l) => l.level >= 40)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
