import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  api,
  cookieNamed,
  expectHeading,
  expectLocation,
  jwtExpiry,
  logIn,
  newAccount,
  registerViaApi,
  shot,
  storageItem,
  submitLogin,
  welcomedManager,
} from './support/journey.ts';
import { awaitResetLink, DEMO, type RunningServer, startServer } from './support/server.ts';

const DAY_S = 24 * 60 * 60;
const MINUTE_MS = 60_000;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The API calls the page makes from now on, in order, as `METHOD path` under /api/. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname.slice(5)}`);
  });
  return calls;
}

const isRefresh = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/users/token/refresh/';

describe('login and logout', () => {
  it('logs in with e-mail and password, storing both token cookies (Secure, SameSite Lax, path /) and the relaunch flag (R4.12, R3.49, R9.03)', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await page.goto('/login');
    await expectHeading(page, 'Log in');
    await shot(page, 'login');
    await submitLogin(page, DEMO);
    await expectLocation(page, '/manager');
    await expectHeading(page, /Dana/);

    const access = await cookieNamed(context, 'access_token');
    const refresh = await cookieNamed(context, 'refresh_token');
    expect(access?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(refresh?.value).toBeTruthy();
    // Secure on plain http too: browsers keep Secure cookies of http://localhost and 127.0.0.1.
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: true, httpOnly: false });
    }
    // Each cookie lives as long as its token (A29): access until its exp, refresh 30 days.
    expect(access?.expires).toBe(jwtExpiry(access?.value ?? ''));
    const nowS = Date.now() / 1000;
    expect(refresh?.expires).toBeGreaterThan(nowS + 30 * DAY_S - 120);
    expect(refresh?.expires).toBeLessThan(nowS + 30 * DAY_S + 120);
    expect(await storageItem(page, 'loggedoutforrelaunch')).toBe('true');

    // The token in the cookie is the real thing: the API accepts it for this user.
    const me = await api(server, 'GET', 'users/me/', { token: access?.value ?? '' });
    expect(me).toMatchObject({ status: 200, body: { email: DEMO.email } });
    await context.close();
  });

  it("shows the server's message for a wrong password and stores no tokens (R8.02, R4.12)", async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await page.goto('/login');
    await submitLogin(page, { email: DEMO.email, password: 'not-the-password' });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('No account matches this e-mail and password.');
    await shot(page, 'login-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await cookieNamed(context, 'access_token')).toBeUndefined();
    expect(await cookieNamed(context, 'refresh_token')).toBeUndefined();
    await context.close();
  });

  it('logs out through /logout → /auth/logout: both cookies and the relaunch flag are cleared, /manager asks to log in again and copies of the tokens stop working (R2.99, R2.12, R4.16, R4.17, issue 11.5)', async () => {
    const { account } = await welcomedManager(server, 'leaver');
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await logIn(page, account);
    await expectLocation(page, '/manager');
    const access = (await cookieNamed(context, 'access_token'))?.value ?? '';
    const refresh = (await cookieNamed(context, 'refresh_token'))?.value ?? '';
    expect((await api(server, 'GET', 'users/me/', { token: access })).status).toBe(200);

    const logoutPage = page.waitForURL((url) => url.pathname === '/auth/logout');
    await page.goto('/logout');
    await logoutPage;
    await expectLocation(page, '/auth');
    await expectHeading(page, 'Drop in');
    await shot(page, 'auth-entry');
    expect(await cookieNamed(context, 'access_token')).toBeUndefined();
    expect(await cookieNamed(context, 'refresh_token')).toBeUndefined();
    expect(await storageItem(page, 'loggedoutforrelaunch')).toBeNull();

    await page.goto('/manager');
    await expectLocation(page, '/auth?next=/manager');
    // The app ended the session on the server too: a copy of its tokens is worth nothing.
    await expect
      .poll(async () => (await api(server, 'GET', 'users/me/', { token: access })).status)
      .toBe(401);
    expect((await api(server, 'POST', 'users/token/refresh/', { body: { refresh } })).status).toBe(401);
    await context.close();
  });

  it('logs out from the Settings screen (R4.16)', async () => {
    const { account } = await welcomedManager(server, 'leaver');
    const { context, page } = await newPage(browser, server.url, PHONE);
    await logIn(page, account);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expectLocation(page, '/settings');
    await shot(page, 'settings');
    await page.getByRole('link', { name: /Log out/ }).click();
    await expectLocation(page, '/auth');
    expect(await cookieNamed(context, 'access_token')).toBeUndefined();
    expect(await cookieNamed(context, 'refresh_token')).toBeUndefined();
    await context.close();
  });
});

describe('token refresh at start', () => {
  /** Log in a fresh account with the browser clock under the test's control. */
  async function signedInWithClock(viewport = PHONE) {
    const account = newAccount('clock');
    await registerViaApi(server, account);
    const session = await newPage(browser, server.url, viewport);
    await session.page.clock.install();
    await logIn(session.page, account);
    // A fresh account goes through the welcome first.
    await expectLocation(session.page, '/manager/welcome');
    const access = (await cookieNamed(session.context, 'access_token'))?.value ?? '';
    const refresh = (await cookieNamed(session.context, 'refresh_token'))?.value ?? '';
    return { ...session, access, refresh };
  }

  for (const [label, ids, offsetMs] of [
    ['4 minutes before it expires', 'R4.03', -4 * MINUTE_MS],
    ['after it has expired', 'R4.02', 10 * MINUTE_MS],
  ] as const) {
    it(`refreshes an access token ${label} before loading the user, and stays signed in (${ids})`, async () => {
      const { context, page, access, refresh } = await signedInWithClock();
      await page.clock.setSystemTime(jwtExpiry(access) * 1000 + offsetMs);
      const calls = recordApiCalls(page);
      const refreshed = page.waitForResponse((response) => isRefresh(response.request()), {
        timeout: 10_000,
      });

      await page.reload();
      expect((await refreshed).status()).toBe(200);
      await expectHeading(page, 'Pick your athletes');
      expect(new URL(page.url()).pathname).toBe('/manager/welcome');
      // Start order (spec §4): the refresh comes first, the user is loaded with the new token.
      const authCalls = calls.filter(
        (call) => call.startsWith('POST users/token') || call === 'GET users/me/',
      );
      expect(authCalls.slice(0, 2)).toEqual(['POST users/token/refresh/', 'GET users/me/']);

      // The rotated pair is stored (an access token minted in the same second may equal the old one).
      const newAccess = (await cookieNamed(context, 'access_token'))?.value ?? '';
      const newRefresh = (await cookieNamed(context, 'refresh_token'))?.value;
      expect(newRefresh).toBeTruthy();
      expect(newRefresh).not.toBe(refresh);
      expect((await api(server, 'GET', 'users/me/', { token: newAccess })).status).toBe(200);
      // The old refresh token was spent by the browser's rotation.
      expect((await api(server, 'POST', 'users/token/refresh/', { body: { refresh } })).status).toBe(401);
      await context.close();
    });
  }

  it('does not refresh a token with more than 5 minutes left (R4.03)', async () => {
    const { context, page, access } = await signedInWithClock();
    await page.clock.setSystemTime(jwtExpiry(access) * 1000 - 6 * MINUTE_MS);
    const calls = recordApiCalls(page);
    await page.reload();
    await expectHeading(page, 'Pick your athletes');
    await expect.poll(() => calls).toContain('GET users/me/');
    expect(calls).not.toContain('POST users/token/refresh/');
    expect((await cookieNamed(context, 'access_token'))?.value).toBe(access);
    await context.close();
  });

  it('refreshes with the refresh token alone when the access cookie is gone (R4.06)', async () => {
    const { context, page, refresh } = await signedInWithClock(DESKTOP);
    await context.clearCookies({ name: 'access_token' });
    const refreshed = page.waitForResponse((response) => isRefresh(response.request()), { timeout: 10_000 });
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expectHeading(page, 'Pick your athletes');
    const newAccess = (await cookieNamed(context, 'access_token'))?.value ?? '';
    expect(newAccess).toBeTruthy();
    expect((await cookieNamed(context, 'refresh_token'))?.value).not.toBe(refresh);
    expect((await api(server, 'GET', 'users/me/', { token: newAccess })).status).toBe(200);
    await context.close();
  });
});

describe('session upkeep', () => {
  it('renews the access token on the hourly check once under 24 hours are left, without a reload (R7.51, R9.05, R4.08)', async () => {
    const account = newAccount('keeper');
    await registerViaApi(server, account);
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await page.clock.install();
    await logIn(page, account);
    await expectHeading(page, 'Pick your athletes');
    const refresh = (await cookieNamed(context, 'refresh_token'))?.value;
    const calls = recordApiCalls(page);

    // One hour later 6 days are left: the check runs and leaves the token alone.
    await page.clock.runFor('01:00:01');
    expect(calls).not.toContain('POST users/token/refresh/');

    // Close the lid for 6 days: the next hourly check sees under 24 hours and renews.
    const refreshed = page.waitForResponse((response) => isRefresh(response.request()), { timeout: 10_000 });
    await page.clock.fastForward(6 * DAY_S * 1000);
    expect((await refreshed).status()).toBe(200);
    await expect.poll(async () => (await cookieNamed(context, 'refresh_token'))?.value).not.toBe(refresh);
    expect(new URL(page.url()).pathname).toBe('/manager/welcome');
    await context.close();
  });

  it('logs a stored session out once when the relaunch flag is missing, then never again (R4.10, R3.45)', async () => {
    const { account } = await welcomedManager(server, 'relauncher');
    const { context, page } = await newPage(browser, server.url, PHONE);
    await logIn(page, account);
    await expectLocation(page, '/manager');
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { removeItem(key: string): void } }).localStorage.removeItem(
        'loggedoutforrelaunch',
      ),
    );

    await page.reload();
    await expectLocation(page, '/auth?next=/manager');
    expect(await cookieNamed(context, 'access_token')).toBeUndefined();
    expect(await cookieNamed(context, 'refresh_token')).toBeUndefined();
    expect(await storageItem(page, 'loggedoutforrelaunch')).toBe('true');

    await logIn(page, account);
    await expectLocation(page, '/manager');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/manager');
    expect(await cookieNamed(context, 'access_token')).toBeDefined();
    await context.close();
  });
});

describe('sessions ended elsewhere (issue 11.5)', () => {
  it('a password reset from another device sends this one to log in on its next start', async () => {
    const account = newAccount('reset');
    await registerViaApi(server, account);
    const { context, page } = await newPage(browser, server.url, PHONE);
    await logIn(page, account);
    await expectLocation(page, '/manager/welcome');
    const access = (await cookieNamed(context, 'access_token'))?.value ?? '';

    // On another device the owner resets the password through the mailed link.
    await api(server, 'POST', 'users/forgot-password/', { body: { email: account.email } });
    const link = await awaitResetLink(server, account.email);
    expect(link).toMatch(/uid=\d+&token=[\w-]+$/);
    const { searchParams } = new URL(link);
    const reset = await api(
      server,
      'POST',
      `users/reset-password/${searchParams.get('uid')}/${searchParams.get('token')}/`,
      { body: { password: 'brand-new-password-2' } },
    );
    expect(reset.status).toBe(200);

    // The phone's access token still has days to run, yet the server refuses it at once.
    expect((await api(server, 'GET', 'users/me/', { token: access })).status).toBe(401);
    await page.reload();
    await expectLocation(page, '/auth?next=/manager/welcome');
    await expectHeading(page, 'Drop in');
    expect(await cookieNamed(context, 'access_token')).toBeUndefined();
    expect(await cookieNamed(context, 'refresh_token')).toBeUndefined();
    await context.close();
  });
});

describe('refresh token reuse', () => {
  it('logs the browser out when its refresh token was already used elsewhere, and revokes the whole family (R4.19, R8.09)', async () => {
    const { account } = await welcomedManager(server, 'robbed');
    const { context, page } = await newPage(browser, server.url, PHONE);
    await logIn(page, account);
    await expectLocation(page, '/manager');
    const stolen = (await cookieNamed(context, 'refresh_token'))?.value ?? '';
    expect(stolen).toBeTruthy();

    // Someone else rotates the browser's refresh token first: the browser now holds a spent one.
    const rotated = await api(server, 'POST', 'users/token/refresh/', { body: { refresh: stolen } });
    expect(rotated.status).toBe(200);
    const thiefPair = rotated.body as { refresh: string };

    // Without an access token the app has to refresh: at start, or already on the open page when
    // one of its background reads (notifications, achievements) finds the token gone.
    const refreshAnswers: number[] = [];
    page.on('response', (response) => {
      if (isRefresh(response.request())) refreshAnswers.push(response.status());
    });
    await context.clearCookies({ name: 'access_token' });
    await page.goto('/manager?tab=home');
    await expectLocation(page, '/auth?next=/manager%3Ftab%3Dhome');
    await expectHeading(page, 'Drop in');

    // One attempt and one retry, both refused; then the session is gone.
    expect(refreshAnswers).toEqual([401, 401]);
    expect(await cookieNamed(context, 'access_token')).toBeUndefined();
    expect(await cookieNamed(context, 'refresh_token')).toBeUndefined();
    expect(await storageItem(page, 'loggedoutforrelaunch')).toBeNull();
    // Reuse revoked the family: the token handed out by the rotation is dead too.
    const thief = await api(server, 'POST', 'users/token/refresh/', { body: { refresh: thiefPair.refresh } });
    expect(thief.status).toBe(401);
    await context.close();
  });
});
