import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleCounters } from '../../db/schema/index.ts';
import { createThrottle } from '../../platform/throttle.ts';
import { latestResetLink, newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ACCOUNT_TRIES_PER_HOUR,
  CLIENT_FAILURES_PER_HOUR,
  PAIR_BACKOFF,
  THROTTLE_AGES,
} from './login-throttle.ts';

const TOO_MANY = /^Too many attempts\. Try again in \d+ (second|minute)s?\.$/;

function call(
  t: TestApp,
  url: string,
  payload: object,
  from: { remoteAddress?: string; forwardedFor?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    payload,
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

const login = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  call(t, 'users/token/', { email, password }, { remoteAddress });

/** Move the clock to the start of a window, so a fixed-window limit cannot roll over mid-test. */
function startWindow(t: TestApp, seconds: number): void {
  const ms = seconds * 1000;
  t.clock.advance(ms - (t.clock.now() % ms));
}

const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

function expectTooMany(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  expect(retryAfter(res)).toBeGreaterThan(0);
  expect(res.json()).toEqual({ detail: expect.stringMatching(TOO_MANY) });
}

describe('rate limits keyed by the real client (issue 11.2)', () => {
  type From = { remoteAddress?: string; forwardedFor?: string };
  /** One registration from each caller in turn, within one minute: their answers' statuses. */
  async function register(t: TestApp, callers: From[]): Promise<number[]> {
    startWindow(t, 60);
    const codes: number[] = [];
    for (const from of callers) {
      const email = `proxy${codes.length}-${from.remoteAddress ?? ''}-${Date.now()}@example.com`;
      const body = { credentials: { email, password: 'correct-horse-battery' } };
      codes.push((await call(t, 'users/register/', body, from)).statusCode);
    }
    return codes;
  }
  const forwarded = (remoteAddress?: string): From[] =>
    [1, 2, 3, 4].map((i) => ({ remoteAddress, forwardedFor: `198.51.100.${i}` }));

  it('counts registrations by the connecting address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      expect(await register(t, forwarded())).toEqual([201, 201, 201, 429]);
    } finally {
      await t.close();
    }
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await register(t, forwarded())).toEqual([201, 201, 201, 201]);
      expect(await register(t, forwarded('203.0.113.9'))).toEqual([201, 201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('login throttling that cannot lock out the owner (issue 11.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Guess until refused; returns the refusal. */
  async function guessUntilRefused(user: TestUser, address: string): Promise<LightMyRequestResponse> {
    for (let i = 0; ; i++) {
      const res = await login(t, user.email, `wrong-${i}`, address);
      if (res.statusCode === 429) return res;
      expect(res.statusCode).toBe(401);
    }
  }

  it('lets the owner in from address B however often an attacker at address A guesses', async () => {
    const owner = await newUser(t.app);
    // An hour of guessing from A, each guess as soon as A is told it may try again.
    for (let elapsed = 0; elapsed < 3600; ) {
      const refused = await guessUntilRefused(owner, '198.51.100.1');
      t.clock.advance(retryAfter(refused) * 1000);
      elapsed += retryAfter(refused);
    }
    await guessUntilRefused(owner, '198.51.100.1');
    // The wait holds the pair (account, A), whatever the password: A cannot test one by timing.
    expectTooMany(await login(t, owner.email, owner.password, '198.51.100.1'));
    expect((await login(t, owner.email, owner.password, '198.51.100.2')).statusCode).toBe(200);
  });

  it('slows an attacker with waits that double after five wrong passwords, telling him when to retry', async () => {
    const owner = await newUser(t.app);
    const address = '198.51.100.3';
    const first = await guessUntilRefused(owner, address);
    const waits = [retryAfter(first)];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(waits.at(-1)! * 1000);
      expect((await login(t, owner.email, `wrong-again-${i}`, address)).statusCode).toBe(401);
      const refused = await login(t, owner.email, owner.password, address);
      expectTooMany(refused);
      waits.push(retryAfter(refused));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
    expect(first.json().detail).toBe('Too many attempts. Try again in 1 second.');
  });

  it('counts five free tries before the first wait', async () => {
    const owner = await newUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i <= PAIR_BACKOFF.freeAttempts; i++) {
      codes.push((await login(t, owner.email, `wrong-${i}`, '198.51.100.4')).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('ends the back-off of an address when the owner logs in from it', async () => {
    const owner = await newUser(t.app);
    const address = '198.51.100.5';
    t.clock.advance(retryAfter(await guessUntilRefused(owner, address)) * 1000);
    expect((await login(t, owner.email, owner.password, address)).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < PAIR_BACKOFF.freeAttempts; i++) {
      codes.push((await login(t, owner.email, `typo-${i}`, address)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401]);
  });

  it('stops an address that failed logins to many accounts within the hour', async () => {
    startWindow(t, 3600);
    const address = '198.51.100.6';
    for (let i = 0; i < CLIENT_FAILURES_PER_HOUR; i++) {
      expect((await login(t, `nobody${i}@example.com`, 'whatever-pass', address)).statusCode).toBe(401);
    }
    const owner = await newUser(t.app);
    expectTooMany(await login(t, owner.email, owner.password, address));
    expect((await login(t, owner.email, owner.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('caps tries on one account from rotating addresses, while the owner gets in from a known address or after a reset', async () => {
    startWindow(t, 3600);
    const owner = await newUser(t.app);
    const known = '203.0.113.1';
    expect((await login(t, owner.email, owner.password, known)).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < ACCOUNT_TRIES_PER_HOUR + 5; i++) {
      codes.push((await login(t, owner.email, `wrong-${i}`, `192.0.2.${i + 1}`)).statusCode);
    }
    // The owner's first login, from an address not yet known, was one of the hour's tries.
    expect(codes.filter((c) => c === 401)).toHaveLength(ACCOUNT_TRIES_PER_HOUR - 1);
    expect(codes.slice(ACCOUNT_TRIES_PER_HOUR - 1)).toEqual([429, 429, 429, 429, 429, 429]);
    expect((await login(t, owner.email, owner.password, known)).statusCode).toBe(200);

    const newAddress = '203.0.113.2';
    expectTooMany(await login(t, owner.email, owner.password, newAddress));
    expect(
      (await call(t, 'users/forgot-password/', { email: owner.email }, { remoteAddress: newAddress }))
        .statusCode,
    ).toBe(200);
    const { uid, token } = await latestResetLink(t.database.db, owner.email);
    const reset = await call(
      t,
      `users/reset-password/${uid}/${token}/`,
      { password: 'a-brand-new-password' },
      { remoteAddress: newAddress },
    );
    expect(reset.statusCode).toBe(200);
    expect((await login(t, owner.email, 'a-brand-new-password', newAddress)).statusCode).toBe(200);
  });

  it('deletes throttle rows no limit needs any more: counters after a day, known addresses after 90 days', async () => {
    const owner = await newUser(t.app);
    expect((await login(t, owner.email, owner.password, '203.0.113.50')).statusCode).toBe(200);
    expect((await login(t, owner.email, 'wrong-password', '198.51.100.50')).statusCode).toBe(401);
    const keys = async () => (await t.database.db.select().from(throttleCounters)).map((row) => row.key);
    const throttle = createThrottle(t.database.db, t.clock.now);

    t.clock.advance(THROTTLE_AGES.countersSeconds * 1000);
    await throttle.prune(THROTTLE_AGES);
    const left = await keys();
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((key) => !key.startsWith('mark:login-known:'))).toEqual([]);

    t.clock.advance(THROTTLE_AGES.marksSeconds * 1000);
    await throttle.prune(THROTTLE_AGES);
    expect(await keys()).toEqual([]);
  });
});

describe('per-client limits on the account endpoints (issue 11.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it.each([
    [
      'users/register/',
      (i: number) => ({
        credentials: { email: `limit${i}-${Date.now()}@example.com`, password: 'correct-horse-battery' },
      }),
      201,
    ],
    ['users/forgot-password/', () => ({ email: 'someone@example.com' }), 200],
    ['users/token/', () => ({ email: 'someone@example.com', password: 'whatever-pass' }), 401],
  ])('limits %s per client, not for everyone', async (url, body, ok) => {
    startWindow(t, 60);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await call(t, url, body(i), { remoteAddress: '198.51.100.20' })).statusCode);
    }
    expect(codes).toEqual([ok, ok, ok, 429]);
    expectTooMany(await call(t, url, body(9), { remoteAddress: '198.51.100.20' }));
    expect((await call(t, url, body(10), { remoteAddress: '198.51.100.21' })).statusCode).toBe(ok);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    startWindow(t, 60);
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) {
      codes.push(
        (
          await call(
            t,
            'users/forgot-password/',
            { email: 'someone@example.com' },
            { remoteAddress: `2001:db8:5:6::${i}` },
          )
        ).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
