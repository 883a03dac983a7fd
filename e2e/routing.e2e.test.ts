import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { expectHeading, expectLocation, shot, signIn, submitLogin } from './support/journey.ts';
import { DEMO, type RunningServer, STAFF, startServer } from './support/server.ts';

/**
 * Where a full page load of the built app ends. The route table's rules (guards, redirects,
 * titles, 404s) are proven without a browser in apps/web/src/routes/route-table.test.tsx;
 * these journeys keep what needs one: the server's index.html, a login, a #hash, a first paint.
 */

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visitor(viewport = DESKTOP): Promise<Page> {
  const session = await newPage(browser, server.url, viewport);
  context = session.context;
  return session.page;
}

async function signedIn(account: { email: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const page = await visitor(viewport);
  await signIn(page.context(), server, account);
  return page;
}

/** Open `from` with a full page load and wait until the app settles on `to`. */
async function expectRedirect(page: Page, from: string, to: string): Promise<void> {
  await page.goto(from);
  await expectLocation(page, to);
}

async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title()).toBe(title);
}

describe('redirects for anonymous visitors', () => {
  it('sends / to /manager and from there to /auth?next=/manager (R2.01, R2.103, R2.02)', async () => {
    const page = await visitor(PHONE);
    await expectRedirect(page, '/', '/auth?next=/manager');
    await expectHeading(page, 'Drop in');
    await expectTitle(page, 'Welcome - Shred League');
    // The entry screen hands `next` on to the login form.
    await page.getByRole('link', { name: 'Log in' }).click();
    await expectLocation(page, '/login?next=/manager');
  });

  it('sends anonymous visitors of /admin/* to /login with the full original path, and back there after a staff login (R2.100, R2.102, A10)', async () => {
    const page = await visitor();
    await expectRedirect(page, '/admin/dashboard?tab=1', '/login?next=/admin/dashboard%3Ftab%3D1');
    await expectHeading(page, 'Log in');
    await submitLogin(page, STAFF);
    await expectLocation(page, '/admin/dashboard?tab=1');
    await expectHeading(page, 'Dashboard');
    await expectTitle(page, 'Dashboard - Shred League');
    await shot(page, 'admin-dashboard');
  });

  it('maps the old paths keeping query and hash: /app/… drops the prefix, /app goes to /, /logout to /auth (R2.96, R2.97, R2.99)', async () => {
    const page = await visitor();
    await expectRedirect(page, '/app/profile/demo?a=1#h', '/profile/demo?a=1#h');
    await expectHeading(page, 'demo');
    await expectRedirect(page, '/app', '/auth?next=/manager');
    await expectRedirect(page, '/logout', '/auth');
    await expectHeading(page, 'Drop in');
  });
});

describe('redirects for signed-in users', () => {
  it('sends a signed-in manager from / and /app to Manager Home, and keeps query and hash on /app/… (R2.01, R2.96, R2.97)', async () => {
    const page = await signedIn(DEMO);
    await expectRedirect(page, '/', '/manager');
    await expectHeading(page, /Dana/);
    await expectRedirect(page, '/app', '/manager');
    await expectRedirect(page, '/app/settings?a=1#h', '/settings?a=1#h');
    await expectHeading(page, 'Settings');
  });

  it('sends a signed-in non-staff user away from /admin/* to / before the admin screen ever paints (R2.101, R6.03)', async () => {
    const page = await signedIn(DEMO);
    // Remember every heading the page ever rendered, to catch a flash of the admin screen.
    await page.addInitScript(`
      window.__headings = new Set();
      new MutationObserver(() => {
        for (const h of document.querySelectorAll('h1')) window.__headings.add(h.textContent);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    `);
    await expectRedirect(page, '/admin/dashboard', '/manager');
    await expectHeading(page, /Dana/);
    const headings = await page.evaluate('[...window.__headings]');
    expect(headings).toEqual(expect.arrayContaining([expect.stringMatching(/Dana/)]));
    expect(headings).not.toContain('Dashboard');
    expect(headings).not.toContain('Something went wrong');
  });
});
