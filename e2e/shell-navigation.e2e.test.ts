import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import {
  expectAbsent,
  expectHeading,
  expectLocation,
  expectVisible,
  shot,
  signIn,
} from './support/journey.ts';
import { DEMO, type RunningServer, startServer } from './support/server.ts';

type Viewport = typeof PHONE;

/** The page's globals these journeys touch (the e2e project has no DOM types). */
interface PageWindow {
  document: {
    documentElement: unknown;
    querySelector(selector: string): { getAttribute(name: string): string | null } | null;
    addEventListener(type: string, listener: () => void, capture: boolean): void;
    dispatchEvent(event: unknown): boolean;
  };
  Event: new (type: string, init: { bubbles: boolean; cancelable: boolean }) => { defaultPrevented: boolean };
  getComputedStyle(element: unknown): { touchAction: string };
  sessionStorage: { getItem(key: string): string | null };
  shellClicks?: number;
}

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A fresh context with the cookie question answered (its banner would sit over the bottom
 * bar) and without the service worker, whose cache would answer the page chunks these
 * journeys hold back.
 */
async function visitor(viewport: Viewport = PHONE, options: { hasTouch?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    serviceWorkers: 'block',
    ...options,
  });
  contexts.push(context);
  await context.addCookies([{ name: 'userConsent', value: 'granted', url: server.url }]);
  return context.newPage();
}

/** The demo manager, signed in and on Manager Home. */
async function demoManager(viewport: Viewport = PHONE, options: { hasTouch?: boolean } = {}): Promise<Page> {
  const page = await visitor(viewport, options);
  await signIn(page.context(), server, DEMO);
  await page.goto('/manager');
  await expectHeading(page, /Dana/);
  return page;
}

const bottomBar = (page: Page) => page.getByTestId('bottom-bar');

async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title()).toBe(title);
}

/** Hold every request matching `glob` until the returned release function is called. */
async function holdRequests(page: Page, glob: string): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(glob, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

describe('bottom bar (spec §2)', () => {
  it('R2.126 R2.127 shows for a signed-in manager at 390 px, not from 1024 px up', async () => {
    const page = await demoManager(PHONE);
    await expectVisible(bottomBar(page));
    expect(await bottomBar(page).getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Events',
      'Market',
      'Leagues',
      'Rankings',
    ]);
    await shot(page, 'nav-bottom-bar');

    await page.setViewportSize({ width: 1023, height: 800 });
    await expectVisible(bottomBar(page));
    await page.setViewportSize({ width: 1024, height: 800 });
    await expectAbsent(bottomBar(page));
    await page.setViewportSize(DESKTOP);
    await expectAbsent(bottomBar(page));
    // The desktop has the side bar instead, with the same sections.
    const sideBar = page.getByRole('complementary', { name: 'Sidebar' });
    expect(await sideBar.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts()).toEqual(
      ['Home', 'Events', 'Market', 'Leagues', 'Rankings'],
    );
  });

  it('R2.127 is not there on a desktop from the first paint', async () => {
    const page = await demoManager(DESKTOP);
    await page.reload();
    await expectHeading(page, /Dana/);
    await expectAbsent(bottomBar(page));
  });

  it('R2.126 is not shown to anonymous visitors, even on a phone', async () => {
    const page = await visitor(PHONE);
    await page.goto('/profile/demo');
    await expectHeading(page, 'demo');
    await expectAbsent(bottomBar(page));
    await expectVisible(page.getByRole('link', { name: 'Log in' }));
  });
});

describe('page titles', () => {
  it("R2.128 reads '{page title} - Shred League' on every page", async () => {
    const page = await demoManager(DESKTOP);
    await expectTitle(page, 'Manager Home - Shred League');
    const pages: Array<[string, string]> = [
      ['/settings', 'Settings - Shred League'],
      ['/settings/profile', 'Edit Profile - Shred League'],
      ['/profile/demo', '@demo - Shred League'],
      ['/manager/no-such-page', 'Page Not Found - Shred League'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expectTitle(page, title);
    }
  });
});

describe('smart back navigation', () => {
  it('R4.125 R4.124 goes back through the pages visited, from the session stack, also after a reload', async () => {
    const page = await demoManager(PHONE);
    // Manager Home is the top level: no Back there.
    await expectAbsent(page.getByRole('button', { name: 'Back' }));

    await page.getByRole('link', { name: 'Settings' }).click();
    await expectHeading(page, 'Settings');
    await page.getByRole('link', { name: /Edit Profile/ }).click();
    await expectHeading(page, 'Edit Profile');
    await page.goto('/profile/demo');
    await expectHeading(page, 'demo');
    const stack = await page.evaluate(() =>
      (globalThis as unknown as PageWindow).sessionStorage.getItem('navigationStack'),
    );
    expect(JSON.parse(stack ?? '[]')).toEqual([
      '/manager',
      '/settings',
      '/settings/profile',
      '/profile/demo',
    ]);
    await shot(page, 'nav-back-button');

    await page.getByRole('button', { name: 'Back' }).click();
    await expectLocation(page, '/settings/profile');
    await expectHeading(page, 'Edit Profile');

    // The stack lives in session storage: a reload keeps it.
    await page.reload();
    await expectHeading(page, 'Edit Profile');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectLocation(page, '/settings');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectLocation(page, '/manager');
    await expectHeading(page, /Dana/);
    await expectAbsent(page.getByRole('button', { name: 'Back' }));
  });

  it('falls back to /manager when the stack holds nothing before the page', async () => {
    const page = await demoManager(PHONE);
    await page.evaluate(() => (globalThis as unknown as { sessionStorage: Storage }).sessionStorage.clear());
    await page.goto('/settings/profile');
    await expectHeading(page, 'Edit Profile');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectLocation(page, '/manager');
  });
});

describe('gestures (spec §5)', () => {
  it('R5.22 suppresses a second tap within 300 ms', async () => {
    const page = await demoManager(PHONE, { hasTouch: true });
    await page.clock.install();
    await page.evaluate(() => {
      const win = globalThis as unknown as PageWindow;
      win.shellClicks = 0;
      win.document.addEventListener(
        'click',
        () => {
          win.shellClicks = (win.shellClicks ?? 0) + 1;
        },
        true,
      );
    });
    const clicks = () => page.evaluate(() => (globalThis as unknown as PageWindow).shellClicks ?? 0);
    // Time stands still between the taps, so the second is 0 ms after the first.
    await page.clock.pauseAt(Date.now() + 60_000);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!heading) throw new Error('no heading to tap');
    const x = heading.x + 10;
    const y = heading.y + heading.height / 2;

    await page.touchscreen.tap(x, y);
    await expect.poll(clicks).toBe(1);
    await page.touchscreen.tap(x, y);
    await page.clock.runFor(300);
    await page.touchscreen.tap(x, y);
    // Both taps came within 300 ms of the tap before them: no clicks.
    expect(await clicks()).toBe(1);

    await page.clock.runFor(301);
    await page.touchscreen.tap(x, y);
    await expect.poll(clicks).toBe(2);
  });

  it('R5.23 disables pinch zoom: viewport meta, touch-action and cancelled Safari gestures', async () => {
    const page = await demoManager(PHONE, { hasTouch: true });
    const zoom = await page.evaluate(() => {
      const win = globalThis as unknown as PageWindow;
      const viewport = win.document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '';
      const gesture = new win.Event('gesturestart', { bubbles: true, cancelable: true });
      win.document.dispatchEvent(gesture);
      return {
        viewport,
        touchAction: win.getComputedStyle(win.document.documentElement).touchAction,
        gestureCancelled: gesture.defaultPrevented,
      };
    });
    expect(zoom.viewport).toContain('user-scalable=no');
    expect(zoom.viewport).toContain('maximum-scale=1');
    expect(zoom.touchAction).toBe('pan-x pan-y');
    expect(zoom.gestureCancelled).toBe(true);
  });
});

describe('route change progress (spec §2)', () => {
  it('R2.112 shows the progress bar while a slow page loads, and removes it after', async () => {
    const page = await demoManager(PHONE);
    const progress = page.getByRole('progressbar', { name: 'Loading page' });
    await expectAbsent(progress);

    const release = await holdRequests(page, '**/assets/settings-page-*.js');
    await page.getByRole('link', { name: 'Settings' }).click();
    await progress.waitFor({ state: 'visible' });
    expect(await progress.getAttribute('data-state')).toBe('loading');
    await shot(page, 'nav-progress');

    release();
    await expectHeading(page, 'Settings');
    await progress.waitFor({ state: 'detached' });
  });

  it('R2.125 shows the splash logo while the app initialises', async () => {
    const page = await demoManager(PHONE);
    const release = await holdRequests(page, '**/api/users/me/');
    await page.reload();
    const splash = page.getByRole('status').filter({ hasText: 'Loading Shred League' });
    await splash.waitFor({ state: 'visible' });
    await shot(page, 'nav-splash');
    release();
    await expectHeading(page, /Dana/);
    await expectAbsent(splash);
  });
});
