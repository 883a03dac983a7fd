import type { TokenPair } from '@shred/contract';
import { desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STATUS_TTL_MS } from '../../auth/session-status.ts';
import { mailOutbox, refreshTokens } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

async function meStatus(app: TestApp, access: string): Promise<number> {
  return (await app.app.inject({ url: '/api/users/me/', headers: bearer(access) })).statusCode;
}

async function logIn(user: TestUser): Promise<TokenPair> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/',
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json<TokenPair>();
}

const logout = (payload: { refresh?: string }, access?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/logout/',
    payload,
    headers: access ? bearer(access) : {},
  });

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/token/refresh/', payload: { refresh: token } });

/** Forgot-password, then the mailed link: answers the reset's status. */
async function resetPassword(user: TestUser, password: string): Promise<number> {
  await t.app.inject({ method: 'POST', url: '/api/users/forgot-password/', payload: { email: user.email } });
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, user.email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const [, uid, token] = mail?.text.match(/reset-password\?uid=(\d+)&token=([\w-]+)/) ?? [];
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/users/reset-password/${uid}/${token}/`,
    payload: { password },
  });
  return res.statusCode;
}

const claimsOf = (access: string) =>
  JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('access tokens name their session (issue 11.5)', () => {
  it('carries the session id as sid; a refreshed token keeps the session, a new login starts another', async () => {
    const user = await newUser(t.app);
    const sid = claimsOf(user.tokens.access).sid;
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    const rotated = (await refresh(user.tokens.refresh)).json<TokenPair>();
    expect(claimsOf(rotated.access).sid).toBe(sid);
    expect(claimsOf((await logIn(user)).access).sid).not.toBe(sid);
  });

  it('treats a token without a session, as issued before sessions could end, as no token: 401 {detail}', async () => {
    const user = await newUser(t.app);
    const iat = Math.floor(Date.now() / 1000);
    const legacy = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(t.jwtSecret);
    const res = await t.app.inject({ url: '/api/users/me/', headers: bearer(legacy) });
    expect(res.statusCode).toBe(401);
    expect(Object.keys(res.json())).toEqual(['detail']);
  });
});

describe('POST users/logout/ (issue 11.5)', () => {
  it("ends the session: its access token answers 401 at once, its refresh token is refused, the user's other session goes on", async () => {
    const user = await newUser(t.app);
    const other = await logIn(user);
    const res = await logout({ refresh: user.tokens.refresh }, user.tokens.access);
    expect(res.statusCode).toBe(204);
    expect(await meStatus(t, user.tokens.access)).toBe(401);
    expect((await refresh(user.tokens.refresh)).statusCode).toBe(401);
    expect(await meStatus(t, other.access)).toBe(200);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('ends the session with the Bearer token alone, and with the refresh token alone (an expired access token)', async () => {
    const byBearer = await newUser(t.app);
    expect((await logout({}, byBearer.tokens.access)).statusCode).toBe(204);
    expect(await meStatus(t, byBearer.tokens.access)).toBe(401);
    expect((await refresh(byBearer.tokens.refresh)).statusCode).toBe(401);

    const byRefresh = await newUser(t.app);
    expect((await logout({ refresh: byRefresh.tokens.refresh })).statusCode).toBe(204);
    expect(await meStatus(t, byRefresh.tokens.access)).toBe(401);
  });

  it('answers 204 to a second logout and to an unknown refresh token, and ends nobody else', async () => {
    const user = await newUser(t.app);
    const bystander = await newUser(t.app);
    await logout({ refresh: user.tokens.refresh }, user.tokens.access);
    expect((await logout({ refresh: user.tokens.refresh }, user.tokens.access)).statusCode).toBe(204);
    expect((await logout({ refresh: 'not-a-refresh-token' })).statusCode).toBe(204);
    expect(await meStatus(t, bystander.tokens.access)).toBe(200);
  });
});

describe('sessions ended by the server (issue 11.5)', () => {
  it('refresh-token reuse ends the access tokens of the whole family, not the other sessions', async () => {
    const user = await newUser(t.app);
    const other = await logIn(user);
    const thief = (await refresh(user.tokens.refresh)).json<TokenPair>();
    expect(await meStatus(t, thief.access)).toBe(200);

    expect((await refresh(user.tokens.refresh)).statusCode).toBe(401);
    expect(await meStatus(t, user.tokens.access)).toBe(401);
    expect(await meStatus(t, thief.access)).toBe(401);
    expect(await meStatus(t, other.access)).toBe(200);
  });

  it('a password reset ends every session of the account, and only of that account', async () => {
    const user = await newUser(t.app);
    const phone = await logIn(user);
    const bystander = await newUser(t.app);
    expect(await resetPassword(user, 'a-brand-new-password')).toBe(200);

    expect(await meStatus(t, user.tokens.access)).toBe(401);
    expect(await meStatus(t, phone.access)).toBe(401);
    expect(await meStatus(t, bystander.tokens.access)).toBe(200);
    expect(await meStatus(t, (await logIn({ ...user, password: 'a-brand-new-password' })).access)).toBe(200);
  });

  it('an account deletion ends its sessions', async () => {
    const user = await newUser(t.app);
    const phone = await logIn(user);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account/',
      headers: bearer(user.tokens.access),
    });
    expect(res.statusCode).toBe(204);
    expect(await meStatus(t, user.tokens.access)).toBe(401);
    expect(await meStatus(t, phone.access)).toBe(401);
  });
});

describe('the revocation check is cached (issue 11.5)', () => {
  it('asks the database about a session once per TTL: a revocation no process announced shows only when the answer is a TTL old', async () => {
    const cached = await createTestApp();
    try {
      cached.clock.freeze();
      const user = await newUser(cached.app);
      expect(await meStatus(cached, user.tokens.access)).toBe(200);
      // Revoked behind the app's back, with no notice: only a new lookup can see it.
      await cached.database.db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.familyId, String(claimsOf(user.tokens.access).sid)));
      for (let i = 0; i < 50; i += 1) expect(await meStatus(cached, user.tokens.access)).toBe(200);
      cached.clock.advance(SESSION_STATUS_TTL_MS - 1);
      expect(await meStatus(cached, user.tokens.access)).toBe(200);
      cached.clock.advance(1);
      expect(await meStatus(cached, user.tokens.access)).toBe(401);
    } finally {
      await cached.close();
    }
  });
});

describe('two server processes on one database (issue 11.5)', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({}, { besides: t });
    // With its clock stopped, the second process's cached answers never go stale by time:
    // only the revocation notice can end a session there.
    second.clock.freeze();
  });
  afterAll(() => second.close());

  it('a logout on one process makes the other answer 401 within a second, told by the revocation notice', async () => {
    const user = await newUser(t.app);
    const other = await logIn(user);
    expect(await meStatus(second, user.tokens.access)).toBe(200);
    expect(await meStatus(second, other.access)).toBe(200);

    expect((await logout({ refresh: user.tokens.refresh }, user.tokens.access)).statusCode).toBe(204);
    await expect.poll(() => meStatus(second, user.tokens.access), { timeout: 1000, interval: 20 }).toBe(401);
    expect(await meStatus(second, other.access)).toBe(200);
  });

  it('a password reset on one process ends every session on the other within a second', async () => {
    const user = await newUser(t.app);
    const phone = await logIn(user);
    expect(await meStatus(second, user.tokens.access)).toBe(200);
    expect(await meStatus(second, phone.access)).toBe(200);
    expect(await resetPassword(user, 'a-brand-new-password')).toBe(200);
    await Promise.all(
      [user.tokens.access, phone.access].map((access) =>
        expect.poll(() => meStatus(second, access), { timeout: 1000, interval: 20 }).toBe(401),
      ),
    );
  });
});
