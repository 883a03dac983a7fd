import type { LookupAddress } from 'node:dns';
import http, { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard, isOutboundRefused } from './outbound-guard.ts';
import { parseAddressRanges } from './public-address.ts';

/** A server on 127.0.0.1 counting connections; /away redirects to the address in its query. */
let server: Server;
let connections = 0;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/away') res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    else res.writeHead(200).end('here');
  });
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const port = () => (server.address() as AddressInfo).port;
const resolveTo =
  (address: string) =>
  async (_hostname: string): Promise<LookupAddress[]> => [{ address, family: address.includes(':') ? 6 : 4 }];
const loopbackAllowed = parseAddressRanges(['127.0.0.1']);

async function refusal(promise: Promise<unknown>): Promise<boolean> {
  try {
    await promise;
    return false;
  } catch (error) {
    return isOutboundRefused(error);
  }
}

function nodeGet(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('the outbound guard (issue 27.2)', () => {
  it('fetch refuses an inside address, written as one or resolved from a name, without connecting', async () => {
    const guard = createOutboundGuard({ resolve: resolveTo('127.0.0.1') });
    const before = connections;
    expect(await refusal(guard.fetch(`${origin}/`))).toBe(true);
    expect(await refusal(guard.fetch(`http://feeds.example.test:${port()}/`))).toBe(true);
    expect(connections - before).toBe(0);
  });

  it('fetch connects to the address the guard resolved: a name DNS does not know reaches it', async () => {
    const guard = createOutboundGuard({ resolve: resolveTo('127.0.0.1'), allowed: loopbackAllowed });
    const res = await guard.fetch(`http://feeds.example.test:${port()}/`);
    expect(await res.text()).toBe('here');
  });

  it('fetch refuses a redirect to an inside address it was not allowed to reach', async () => {
    const guard = createOutboundGuard({ resolve: resolveTo('127.0.0.1'), allowed: loopbackAllowed });
    // 127.0.0.2 is loopback too, but not the one address allowed: a regression would stay on this machine.
    const away = encodeURIComponent(`http://127.0.0.2:${port()}/`);
    const before = connections;
    expect(await refusal(guard.fetch(`${origin}/away?to=${away}`, { redirect: 'follow' }))).toBe(true);
    // The one connection is the redirecting server's own.
    expect(connections - before).toBe(1);
  });

  it('the node agent (Stripe’s) refuses an inside address literal or name without connecting, and reaches an allowed one', async () => {
    const strict = createOutboundGuard({ resolve: resolveTo('127.0.0.1') });
    const before = connections;
    expect(await refusal(nodeGet(strict.nodeAgent('http'), `${origin}/`))).toBe(true);
    expect(await refusal(nodeGet(strict.nodeAgent('http'), `http://api.example.test:${port()}/`))).toBe(true);
    expect(connections - before).toBe(0);
    const allowing = createOutboundGuard({ resolve: resolveTo('127.0.0.1'), allowed: loopbackAllowed });
    const agent = allowing.nodeAgent('http');
    expect(await nodeGet(agent, `http://api.example.test:${port()}/`)).toBe(200);
    agent.destroy();
  });

  it('resolve refuses a name with any inside address among its answers', async () => {
    const guard = createOutboundGuard({
      resolve: async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    });
    expect(await refusal(guard.resolve('mixed.example.test'))).toBe(true);
    expect(await guard.resolve('[2606:4700:4700::1111]')).toEqual([
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
  });
});
