import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Cookie, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, settleAnimations } from './browser.ts';
import type { RunningServer } from './server.ts';

/**
 * Where the journeys leave their screenshots for a person to look at (not committed). Taken only
 * when asked for: a full-page PNG costs a journey up to a second, and a run nobody looks at
 * would pay it some 300 times.
 */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

export interface Account {
  email: string;
  password: string;
  username: string;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

/**
 * A screenshot named after the screen and the viewport class (phone or desktop): the full page,
 * or with `screenOnly` what the screen shows, for overlays fixed to it (a full-page shot would
 * stretch the page under a panel that a person never sees scrolled).
 */
export async function shot(page: Page, name: string, options: { screenOnly?: boolean } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  await mkdir(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const size = width >= 1024 ? 'desktop' : 'phone';
  await page.screenshot({
    path: path.join(SHOTS_DIR, `${name}.${size}.png`),
    fullPage: !options.screenOnly,
    animations: 'disabled',
  });
}

/** The screen at phone and at desktop size, then back to where the journey runs. */
export async function shotBoth(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  const before = page.viewportSize() ?? DESKTOP;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await settleAnimations(page);
    await shot(page, name);
  }
  await page.setViewportSize(before);
}

/** A never-used account: unique e-mail and username, valid password. */
export function newAccount(prefix = 'rider'): Account {
  const tag = randomBytes(4).toString('hex');
  return {
    email: `${prefix}-${tag}@e2e.shredleague.test`,
    password: `pw-${tag}-long`,
    username: `${prefix}_${tag}`,
  };
}

/** A JSON call to the real API, answering status and parsed body. */
export async function api(
  server: RunningServer,
  method: string,
  apiPath: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${server.url}/api/${apiPath}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

function isTokenPair(value: unknown): value is TokenPair {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TokenPair).access === 'string' &&
    typeof (value as TokenPair).refresh === 'string'
  );
}

/** Create an account through the API (the browser journeys that need a fresh user). */
export async function registerViaApi(server: RunningServer, account: Account): Promise<TokenPair> {
  const res = await api(server, 'POST', 'users/register/', {
    body: { credentials: { email: account.email, password: account.password, username: account.username } },
  });
  if (res.status !== 201 || !isTokenPair(res.body))
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A new manager past the welcome (so holding the welcome credits), through the API; following
 * `sports` gives them the starter squad drawn from those sports.
 */
export async function welcomedManager(
  server: RunningServer,
  prefix: string,
  sports: string[] = [],
): Promise<{ account: Account; token: string; id: number }> {
  const account = newAccount(prefix);
  const { access: token } = await registerViaApi(server, account);
  const { id } = (await api(server, 'GET', 'users/me/', { token })).body as { id: number };
  const done = await api(server, 'PUT', `users/profile/${id}/`, {
    token,
    body: { completed_manager_welcome: true, ...(sports.length > 0 ? { followed_sports: sports } : {}) },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { account, token, id };
}

/** The `exp` claim of a JWT, in unix seconds. */
export function jwtExpiry(token: string): number {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
  if (typeof claims.exp !== 'number') throw new Error('JWT without exp');
  return claims.exp;
}

export async function cookieNamed(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

interface StorageWindow {
  localStorage: { getItem(key: string): string | null };
}

/** A value of the page's local storage. */
export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => (globalThis as unknown as StorageWindow).localStorage.getItem(k), key);
}

/** Path, query and hash of the page's current address. */
export function location(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Wait until the address (path + query + hash) is exactly `expected`. */
export async function expectLocation(page: Page, expected: string): Promise<void> {
  await expect.poll(() => location(page), { timeout: 10_000 }).toBe(expected);
}

/** Fill and send the login form (the page must show it). */
export async function submitLogin(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signed in as the web app would be after its login form: the token pair from the API in the
 * app's own cookies (auth.constants, token-storage). Journeys about signing in use `logIn`;
 * the others skip the form and its password hash.
 */
export async function signIn(
  context: BrowserContext,
  server: RunningServer,
  account: Pick<Account, 'email' | 'password'>,
): Promise<TokenPair> {
  const res = await api(server, 'POST', 'users/token/', {
    body: { email: account.email, password: account.password },
  });
  if (res.status !== 200 || !isTokenPair(res.body))
    throw new Error(`sign-in of ${account.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const pair = res.body;
  const cookie = { url: server.url, sameSite: 'Lax' as const, secure: true };
  await context.addCookies([
    { ...cookie, name: 'access_token', value: pair.access, expires: jwtExpiry(pair.access) },
    { ...cookie, name: 'refresh_token', value: pair.refresh },
  ]);
  // The login also leaves the relaunch flag: without it the app's first start ends a stored
  // session once (R4.10), as it does for sessions older than the flag.
  await context.addInitScript(() => {
    (
      globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
    ).localStorage.setItem('loggedoutforrelaunch', 'true');
  });
  return pair;
}

/** Wait until the locator shows (an instant `isVisible()` check races the render). */
export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/**
 * Wait until nothing the locator matches shows: an instant `count()` of zero races a closing
 * panel or a page that has not yet replaced the one before.
 */
export async function expectAbsent(locator: Locator, timeout = 10_000): Promise<void> {
  await expect.poll(() => locator.filter({ visible: true }).count(), { timeout }).toBe(0);
}

/** Log in through /login and wait until the app has left the login page. */
export async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The level-1 heading of the page once it shows. */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 10_000 });
}

/**
 * Run `load` (a goto or reload) and resolve once the app has its settings and has painted twice
 * since: a gate the settings raise (maintenance, forced update) is up by then, so its absence
 * can be asserted without waiting on the clock.
 */
export async function loadWithSettings(page: Page, load: () => Promise<unknown>): Promise<void> {
  const settings = page.waitForResponse((response) => response.url().includes('/api/core/app-settings/'));
  await load();
  await settings;
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
