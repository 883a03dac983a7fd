import type { TokenPair } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { latestResetLink, newUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RESET_LINK_INVALID, RESET_MAIL_SENT, SESSION_ENDED, WRONG_CREDENTIALS } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object, headers });

describe('POST users/register/ (R7.11, R7.12, R1.19)', () => {
  it('creates an account and answers 201 with an access and a refresh token', async () => {
    const res = await post('users/register/', {
      credentials: { email: 'New.Rider@Example.com', password: 'longenough1', username: 'new_rider' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<TokenPair>();
    expect(body.access.split('.')).toHaveLength(3);
    expect(body.refresh.length).toBeGreaterThan(20);
    const me = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(me.json()).toMatchObject({
      email: 'new.rider@example.com',
      username: 'new_rider',
      theme_preference: 'dark',
    });
  });

  it('gives an account registered without a username a random handle, never a piece of the e-mail', async () => {
    const names = new Set<string>();
    for (const email of ['kai.moreno.private@example.com', 'kai.moreno.work@example.com']) {
      const res = await post('users/register/', { credentials: { email, password: 'longenough1' } });
      expect(res.statusCode).toBe(201);
      const me = await t.app.inject({
        url: '/api/users/me/',
        headers: { authorization: `Bearer ${res.json<TokenPair>().access}` },
      });
      const { username } = me.json<{ username: string }>();
      expect(username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2,}$/);
      expect(username.toLowerCase()).not.toMatch(/kai|moreno|private|work/);
      names.add(username);
    }
    expect(names.size).toBe(2);
  });

  it('records the inviter and league slug of the invitation (R3.05)', async () => {
    const inviter = await newUser(t.app);
    const res = await post('users/register/', {
      credentials: { email: 'invited@example.com', password: 'longenough1' },
      inviterId: String(inviter.id),
      leagueSlug: 'powder-hounds',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'invited@example.com'));
    expect(row).toMatchObject({ inviterId: inviter.id, signupLeagueSlug: 'powder-hounds' });
  });

  it('ignores an inviter id that belongs to nobody instead of failing the sign-up', async () => {
    const res = await post('users/register/', {
      credentials: { email: 'orphan@example.com', password: 'longenough1' },
      inviterId: 999999,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'orphan@example.com'));
    expect(row?.inviterId).toBeNull();
  });

  it('ignores an inviter id beyond any record instead of failing with a 500 (issue 11.7, fuzz seed 27807626)', async () => {
    for (const [i, inviterId] of ['897362421381', 2 ** 40].entries()) {
      const email = `far-inviter${i}@example.com`;
      const res = await post('users/register/', {
        credentials: { email, password: 'longenough1' },
        inviterId,
      });
      expect(res.statusCode, String(inviterId)).toBe(201);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.inviterId).toBeNull();
    }
  });

  it('answers detail and per-field errors for a bad e-mail and a short password of the credentials (R3.07)', async () => {
    const res = await post('users/register/', { credentials: { email: 'nope', password: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: expect.any(String),
      fields: {
        'credentials.email': ['Enter a valid e-mail address.'],
        'credentials.password': ['Use at least 8 characters.'],
      },
    });
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const user = await newUser(t.app);
    const res = await post('users/register/', {
      credentials: { email: user.email.toUpperCase(), password: 'longenough1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields['credentials.email']).toBeDefined();
  });

  it('refuses a username that is taken in another letter case', async () => {
    const user = await newUser(t.app);
    const res = await post('users/register/', {
      credentials: {
        email: 'someone-else@example.com',
        password: 'longenough1',
        username: user.username.toUpperCase(),
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields['credentials.username']).toEqual(['This username is already taken.']);
  });
});

describe('POST users/token/ (R7.13, R1.20)', () => {
  it('logs in with the credentials object {email, password} and returns a token pair (R3.07)', async () => {
    const user = await newUser(t.app);
    const res = await post('users/token/', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh']);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await newUser(t.app);
    const wrong = await post('users/token/', { email: user.email, password: 'not-the-password' });
    const unknown = await post('users/token/', { email: 'ghost@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: WRONG_CREDENTIALS });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('issues access tokens that expire after 7 days (R9.01)', async () => {
    const user = await newUser(t.app);
    const payload = JSON.parse(Buffer.from(user.tokens.access.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(604800);
    t.clock.advance(604800 * 1000 + 1000);
    const me = await t.app.inject({ url: '/api/users/me/', headers: user.auth });
    t.clock.advance(-(604800 * 1000 + 1000));
    expect(me.statusCode).toBe(401);
  });
});

describe('POST users/token/refresh/ (R7.14, R9.02)', () => {
  it('rotates the refresh token: the new pair works, the old refresh token is spent', async () => {
    const user = await newUser(t.app);
    const first = await post('users/token/refresh/', { refresh: user.tokens.refresh });
    expect(first.statusCode).toBe(200);
    const pair = first.json<TokenPair>();
    expect(pair.refresh).not.toBe(user.tokens.refresh);
    const me = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${pair.access}` },
    });
    expect(me.statusCode).toBe(200);
    const second = await post('users/token/refresh/', { refresh: pair.refresh });
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is used again', async () => {
    const user = await newUser(t.app);
    const rotated = (await post('users/token/refresh/', { refresh: user.tokens.refresh })).json<TokenPair>();
    const replay = await post('users/token/refresh/', { refresh: user.tokens.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: SESSION_ENDED });
    const legit = await post('users/token/refresh/', { refresh: rotated.refresh });
    expect(legit.statusCode).toBe(401);
  });

  it('refuses a refresh token older than 30 days and an unknown one', async () => {
    const user = await newUser(t.app);
    t.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    const old = await post('users/token/refresh/', { refresh: user.tokens.refresh });
    t.clock.advance(-(30 * 24 * 3600 * 1000 + 1000));
    expect(old.statusCode).toBe(401);
    expect((await post('users/token/refresh/', { refresh: 'made-up-token' })).statusCode).toBe(401);
  });
});

describe('password reset (R7.15, R7.16, A4)', () => {
  it('mails a link to the outbox and the link, user id and token, sets the new password of its body once (R7.17)', async () => {
    const user = await newUser(t.app);
    const forgot = await post('users/forgot-password/', { email: user.email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ detail: RESET_MAIL_SENT });
    const link = await latestResetLink(t.database.db, user.email);
    expect(link.uid).toBe(String(user.id));

    const reset = await post(`users/reset-password/${link.uid}/${link.token}/`, {
      password: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post('users/token/', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(
      200,
    );
    expect((await post('users/token/', { email: user.email, password: user.password })).statusCode).toBe(401);

    const again = await post(`users/reset-password/${link.uid}/${link.token}/`, {
      password: 'another-pass-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: RESET_LINK_INVALID });
  });

  it('ends every existing session when the password is reset', async () => {
    const user = await newUser(t.app);
    await post('users/forgot-password/', { email: user.email });
    const link = await latestResetLink(t.database.db, user.email);
    await post(`users/reset-password/${link.uid}/${link.token}/`, { password: 'brand-new-pass' });
    expect((await post('users/token/refresh/', { refresh: user.tokens.refresh })).statusCode).toBe(401);
  });

  it('answers the same message for an unknown e-mail and sends nothing', async () => {
    const before = await t.database.db.select().from(mailOutbox);
    const res = await post('users/forgot-password/', { email: 'nobody-here@example.com' });
    expect(res.json()).toEqual({ detail: RESET_MAIL_SENT });
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('refuses an expired link, a link of another user and a made-up token', async () => {
    const user = await newUser(t.app);
    const other = await newUser(t.app);
    await post('users/forgot-password/', { email: user.email });
    const link = await latestResetLink(t.database.db, user.email);
    expect(
      (await post(`users/reset-password/${other.id}/${link.token}/`, { password: 'brand-new-pass' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(`users/reset-password/${link.uid}/${'x'.repeat(43)}/`, { password: 'brand-new-pass' }))
        .statusCode,
    ).toBe(400);
    t.clock.advance(61 * 60 * 1000);
    const late = await post(`users/reset-password/${link.uid}/${link.token}/`, {
      password: 'brand-new-pass',
    });
    t.clock.advance(-61 * 60 * 1000);
    expect(late.statusCode).toBe(400);
  });

  it('checks the new password against the password rules', async () => {
    const res = await post(`users/reset-password/1/${'a'.repeat(43)}/`, { password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toEqual(['Use at least 8 characters.']);
  });
});
