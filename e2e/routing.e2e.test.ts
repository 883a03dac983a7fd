import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { expectHeading, expectLocation, location, logIn, shot, submitLogin } from './support/journey.ts';
import { DEMO, NEWBIE, type RunningServer, STAFF, startServer } from './support/server.ts';

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
  await logIn(page, account);
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

/** The error page of spec §2 for a 404 of `path`. */
async function expectNotFound(page: Page, path: string): Promise<void> {
  await expectHeading(page, 'Something went wrong');
  expect(await page.getByText('Error 404').isVisible()).toBe(true);
  expect(await page.getByText(`Page Not Found: ${path}`).isVisible()).toBe(true);
  expect(
    await page.getByText('Please try again and make sure you have an active internet connection').isVisible(),
  ).toBe(true);
  await expectTitle(page, 'Page Not Found - Shred League');
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

  it('sends every /manager route and the login-flagged routes to /auth with the original path and query in next (R2.103, R2.104, R6.06–R6.10, A10)', async () => {
    const page = await visitor();
    const cases: Array<[string, string]> = [
      ['/manager/events', '/auth?next=/manager/events'],
      ['/manager/welcome', '/auth?next=/manager/welcome'],
      ['/manager/market/listings?sport=bmx', '/auth?next=/manager/market/listings%3Fsport%3Dbmx'],
      ['/manager/leagues/demo-crew/members', '/auth?next=/manager/leagues/demo-crew/members'],
      ['/settings', '/auth?next=/settings'],
      ['/settings/profile?tab=photo', '/auth?next=/settings/profile%3Ftab%3Dphoto'],
      ['/athlete-zone/assets', '/auth?next=/athlete-zone/assets'],
      ['/insights/some-stop', '/auth?next=/insights/some-stop'],
    ];
    for (const [from, to] of cases) await expectRedirect(page, from, to);
  });

  it('sends anonymous visitors of /admin/* to /login with the full original path, and back there after a staff login (R2.100, R2.102, A10)', async () => {
    const page = await visitor();
    await expectRedirect(page, '/admin/users?tab=1', '/login?next=/admin/users%3Ftab%3D1');
    await expectRedirect(page, '/admin', '/login?next=/admin');
    await expectRedirect(page, '/admin/dashboard', '/login?next=/admin/dashboard');
    await expectHeading(page, 'Log in');
    await submitLogin(page, STAFF);
    await expectLocation(page, '/admin/dashboard');
    await expectHeading(page, 'Dashboard');
    await expectTitle(page, 'Dashboard - Shred League');
    await shot(page, 'admin-dashboard');
  });

  it('follows /redirect?url= keeping the other query parameters, and falls back to /manager (R2.93, R2.94, R2.95)', async () => {
    const page = await visitor();
    await expectRedirect(page, '/redirect?url=/profile/demo&x=1', '/profile/demo?x=1');
    await expectHeading(page, 'demo');
    await expectRedirect(
      page,
      '/redirect?url=%2Fprofile%2Fkai_slides%3Fa%3D1&x=2',
      '/profile/kai_slides?a=1&x=2',
    );
    await expectRedirect(page, '/redirect', '/auth?next=/manager');
    // Another site is not followed (A9).
    await expectRedirect(page, '/redirect?url=https://example.com/x', '/auth?next=/manager');
  });

  it('maps the old paths: /app/… drops the prefix, /app goes to /, /user/search to /search, /logout to /auth/logout (R2.96, R2.97, R2.98, R2.99)', async () => {
    const page = await visitor();
    await expectRedirect(page, '/app/profile/demo?a=1#h', '/profile/demo?a=1#h');
    await expectHeading(page, 'demo');
    await expectRedirect(page, '/app', '/auth?next=/manager');
    await expectRedirect(page, '/user/search?q=kai', '/search?q=kai');
    await expectRedirect(page, '/logout', '/auth');
    await expectHeading(page, 'Drop in');
  });

  it("shows the 404 'Page Not Found' error page with the path for an unmatched route (R2.114, R8.13, R2.115)", async () => {
    const page = await visitor(PHONE);
    await page.goto('/no-such-page/here');
    await expectNotFound(page, '/no-such-page/here');
    await shot(page, 'not-found');
    await page.getByRole('button', { name: 'To Homepage' }).click();
    await expectLocation(page, '/auth?next=/manager');
  });
});

describe('redirects for signed-in users', () => {
  it('sends a signed-in manager from / and /redirect to Manager Home, and keeps query and hash on /app/… (R2.01, R2.95, R2.96, R2.97)', async () => {
    const page = await signedIn(DEMO);
    await expectRedirect(page, '/', '/manager');
    await expectHeading(page, /Dana/);
    await expectRedirect(page, '/redirect', '/manager');
    await expectRedirect(page, '/app', '/manager');
    await expectRedirect(page, '/app/settings?a=1#h', '/settings?a=1#h');
    await expectHeading(page, 'Settings');
  });

  it('sends a signed-in non-staff user away from /admin/* to / (R2.101, R6.03)', async () => {
    const page = await signedIn(DEMO);
    // Remember every heading the page ever rendered, to catch a flash of the admin screen.
    await page.addInitScript(`
      window.__headings = new Set();
      new MutationObserver(() => {
        for (const h of document.querySelectorAll('h1')) window.__headings.add(h.textContent);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    `);
    for (const path of ['/admin', '/admin/dashboard', '/admin/users?tab=1', '/admin/no-such-screen']) {
      await expectRedirect(page, path, '/manager');
      await expectHeading(page, /Dana/);
      const headings = await page.evaluate('[...window.__headings]');
      expect(headings).toEqual(expect.arrayContaining([expect.stringMatching(/Dana/)]));
      expect(headings).not.toContain('Dashboard');
      expect(headings).not.toContain('Something went wrong');
    }
  });

  it('lets staff into /admin: /admin goes to /admin/dashboard, unknown admin pages are a 404 inside the area (R2.102, R6.03)', async () => {
    const page = await signedIn(STAFF, PHONE);
    await expectRedirect(page, '/admin', '/admin/dashboard');
    await expectHeading(page, 'Dashboard');
    await shot(page, 'admin-dashboard');
    await expectRedirect(page, '/admin/no-such-tool?tab=1', '/admin/no-such-tool?tab=1');
    await expectNotFound(page, '/admin/no-such-tool');
  });

  it('sends a manager who has not finished the welcome from any /manager route to /manager/welcome (R4.20, R6.02)', async () => {
    const page = await signedIn(NEWBIE, PHONE);
    await expectLocation(page, '/manager/welcome');
    for (const path of ['/manager', '/manager/events', '/manager/market/listings?x=1']) {
      await expectRedirect(page, path, '/manager/welcome');
      await expectHeading(page, 'Pick your athletes');
    }
    await expectTitle(page, 'Welcome - Shred League');
    // Pages outside the manager area stay open.
    await expectRedirect(page, '/settings', '/settings');
    await expectHeading(page, 'Settings');
  });

  it('sends a manager who finished the welcome from /manager/welcome to /manager (R4.22)', async () => {
    const page = await signedIn(DEMO, PHONE);
    await expectRedirect(page, '/manager/welcome', '/manager');
    await expectHeading(page, /Dana/);
  });
});

describe('document titles', () => {
  const screens: Array<{ path: string; heading: string | RegExp; title: string; name: string }> = [
    { path: '/manager', heading: /Dana/, title: 'Manager Home - Shred League', name: 'manager-home' },
    { path: '/settings', heading: 'Settings', title: 'Settings - Shred League', name: 'settings' },
    {
      path: '/settings/profile',
      heading: 'Edit Profile',
      title: 'Edit Profile - Shred League',
      name: 'edit-profile',
    },
    {
      path: '/profile/kai_slides',
      heading: 'kai_slides',
      title: '@kai_slides - Shred League',
      name: 'profile-kai',
    },
    {
      path: '/nope',
      heading: 'Something went wrong',
      title: 'Page Not Found - Shred League',
      name: 'not-found',
    },
  ];

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`titles each main screen '{page} - Shred League' at ${label} size (R2.128)`, async () => {
      const page = await visitor(viewport);
      for (const [path, heading, title, name] of [
        ['/auth', 'Drop in', 'Welcome - Shred League', 'auth-entry'],
        ['/login', 'Log in', 'Log in - Shred League', 'login'],
        ['/register', 'Create account', 'Create account - Shred League', 'register'],
        ['/forgot-password', 'Forgot password', 'Forgot password - Shred League', 'forgot-password'],
        [
          '/reset-password',
          'Set a new password',
          'Reset password - Shred League',
          'reset-password-incomplete',
        ],
      ] as const) {
        await page.goto(path);
        await expectHeading(page, heading);
        await expectTitle(page, title);
        await shot(page, name);
      }
      await logIn(page, DEMO);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expectHeading(page, screen.heading);
        await expectTitle(page, screen.title);
        expect(location(page)).toBe(screen.path);
        await shot(page, screen.name);
      }
    });
  }
});
