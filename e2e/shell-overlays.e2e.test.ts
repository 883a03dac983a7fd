import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import {
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  expectVisible,
  location,
  newAccount,
  registerViaApi,
  shot,
  signIn,
} from './support/journey.ts';
import { gradientPng } from './support/png.ts';
import { type RunningServer, startServer } from './support/server.ts';

type Theme = 'dark' | 'light';
type Viewport = typeof PHONE;

/** The page's globals these journeys touch (the e2e project has no DOM types). */
interface PageWindow {
  document: {
    documentElement: { style: { overflow: string } };
    elementFromPoint(x: number, y: number): { closest(selector: string): unknown } | null;
  };
  navigator: { clipboard: { readText(): Promise<string> } };
  dispatchEvent(event: unknown): boolean;
  CustomEvent: new (type: string, init: { detail: unknown }) => unknown;
  localStorage: { setItem(key: string, value: string): void };
  history: { state: unknown; pushState(state: unknown, unused: string, url: string): void };
  PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
  overlayMarker?: number;
  location: { replace(url: string): void };
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
 * A fresh browser context: cookies already answered (the cookie banner is another journey's
 * subject and would sit over the overlays) and the theme chosen. No service worker: these
 * journeys are about the app's own screens (offline included), not the worker's cache.
 */
async function freshContext(
  viewport: Viewport,
  theme: Theme = 'dark',
  options: { userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    serviceWorkers: 'block',
    ...options,
  });
  contexts.push(context);
  await context.addCookies([{ name: 'userConsent', value: 'granted', url: server.url }]);
  await context.addInitScript((value) => {
    (globalThis as unknown as PageWindow).localStorage.setItem('themePreference', value);
  }, theme);
  return { context, page: await context.newPage() };
}

/** A manager who finished the welcome, signed in; the profile carries the theme too. */
async function signedIn(viewport: Viewport = PHONE, theme: Theme = 'dark') {
  const account = newAccount('overlay');
  const { access } = await registerViaApi(server, account);
  const me = (await api(server, 'GET', 'users/me/', { token: access })).body as { id: number };
  const done = await api(server, 'PUT', `users/profile/${me.id}/`, {
    token: access,
    body: { id: me.id, completed_manager_welcome: true, theme_preference: theme },
  });
  expect(done.status).toBe(200);
  const session = await freshContext(viewport, theme);
  await signIn(session.context, server, account);
  await session.page.goto('/manager');
  return session;
}

/** What the screen shows (overlays are fixed to it), animations settled. */
const screenShot = (page: Page, name: string) => shot(page, name, { screenOnly: true });

const pageOverflow = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageWindow).document.documentElement.style.overflow);

/** Dispatch one of the app events (open-content, push-toast, achievement) in the page. */
function appEvent(page: Page, type: string, detail: unknown): Promise<unknown> {
  return page.evaluate(
    ([name, payload]) =>
      (globalThis as unknown as PageWindow).dispatchEvent(
        new (globalThis as unknown as PageWindow).CustomEvent(name as string, { detail: payload }),
      ),
    [type, detail] as const,
  );
}

/** Press at (x, y) and drag straight down by `distance` px in small steps, as a finger would. */
async function dragDown(page: Page, x: number, y: number, distance: number): Promise<void> {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + distance, { steps: 12 });
  await page.mouse.up();
}

describe('offline screen', () => {
  it('covers the page while offline, comes back to the home route, and Refresh Page reloads (R2.120, R2.121, R2.122, R2.124)', async () => {
    const { context, page } = await signedIn(PHONE);
    await page.goto('/how-to');
    await expectHeading(page, 'Game Rules');

    await context.setOffline(true);
    const offline = page.getByRole('dialog', { name: 'You are offline' });
    await offline.waitFor();
    expect(await offline.textContent()).toContain(
      'Please make sure you have an active internet connection to continue',
    );
    await expectVisible(offline.getByRole('button', { name: 'Refresh Page' }));
    // It replaces the page: the page's own heading is covered, focus is on the screen.
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Game Rules' }));
    const covered = await page.evaluate(() => {
      const doc = (
        globalThis as unknown as {
          document: { elementFromPoint(x: number, y: number): { closest(s: string): unknown } | null };
        }
      ).document;
      return Boolean(doc.elementFromPoint(195, 300)?.closest('[data-testid="offline-screen"]'));
    });
    expect(covered).toBe(true);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenShot(page, 'overlays-offline-dark');

    // Back online: the home route loads.
    await context.setOffline(false);
    await expectLocation(page, '/manager');
    await offline.waitFor({ state: 'detached' });

    // Refresh Page reloads the page.
    await context.setOffline(true);
    await offline.waitFor();
    await page.evaluate(() => {
      (globalThis as unknown as PageWindow).overlayMarker = 1;
    });
    await Promise.all([
      page.waitForEvent('framenavigated'),
      offline.getByRole('button', { name: 'Refresh Page' }).click(),
    ]);
    await context.setOffline(false);
    await page.goto('/manager');
    expect(await page.evaluate(() => (globalThis as unknown as PageWindow).overlayMarker)).toBeUndefined();
  });
});

describe('modals', () => {
  it('locks the page scroll and closes on a drag down of more than 100 px at phone size (R4.120, R4.121)', async () => {
    const { page } = await signedIn(PHONE);
    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    expect(await pageOverflow(page)).toBe('hidden');
    expect(await panel.textContent()).toContain('No notifications to show');
    // 80vh of an 844 px screen.
    expect(Math.round((await panel.boundingBox())?.height ?? 0)).toBe(Math.round(844 * 0.8));
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenShot(page, 'overlays-notifications-dark');

    const box = (await panel.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    // A short drag springs back.
    await dragDown(page, box.x + 60, box.y + 40, 70);
    await expect.poll(() => panel.boundingBox().then((b) => Math.round(b?.y ?? 0))).toBe(Math.round(box.y));
    await expectVisible(panel);
    // Past the threshold it closes and the page scrolls again.
    await dragDown(page, box.x + 60, box.y + 40, 180);
    await panel.waitFor({ state: 'detached' });
    expect(await pageOverflow(page)).toBe('');
    // Focus went back to the bell.
    expect(
      await page
        .getByRole('button', { name: 'Notifications' })
        .evaluate(
          (el) =>
            el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
        ),
    ).toBe(true);
  });

  it('ignores the drag on a wide screen; Escape closes (R4.121, A23)', async () => {
    const { page } = await signedIn(DESKTOP);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    await screenShot(page, 'overlays-notifications-dark');
    const box = (await panel.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await dragDown(page, box.x + 60, box.y + 30, 200);
    await expectVisible(panel);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('covers the cookie banner with an open modal, which stays usable (R4.61, R4.118)', async () => {
    const { context, page } = await signedIn(PHONE);
    await context.clearCookies({ name: 'userConsent' });
    await page.reload();
    const banner = page.getByRole('region', { name: 'Did someone say Cookies?' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    const box = (await banner.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    // Whatever is drawn where the banner sits belongs to the modal.
    const modalOnTop = await page.evaluate(
      ([x, y]) =>
        Boolean(
          (globalThis as unknown as PageWindow).document
            .elementFromPoint(x ?? 0, y ?? 0)
            ?.closest('[data-modal-layer]'),
        ),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(modalOnTop).toBe(true);
    await screenShot(page, 'overlays-modal-over-cookie-banner-dark');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
  });

  it('asks before deleting the account in the confirmation dialog (R2.144, R2.146, R4.123)', async () => {
    const { page } = await signedIn(PHONE);
    await page.goto('/settings/profile');
    await expectHeading(page, 'Edit Profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expectVisible(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await dialog.getByRole('button', { name: 'Delete account' }).getAttribute('data-danger')).toBe(
      'true',
    );
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await screenShot(page, 'overlays-confirm-dark');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await pageOverflow(page)).toBe('');
    await expectHeading(page, 'Edit Profile');
  });
});

describe('error page', () => {
  it('shows the 404 error page; Go Back falls back to /manager and To Homepage goes to / (R2.114, R2.115, R2.116, R2.117)', async () => {
    const { page } = await signedIn(PHONE);
    await page.goto('/no-such-page');
    await expectHeading(page, 'Something went wrong');
    const section = page.locator('[aria-labelledby="error-title"]');
    const text = (await section.textContent()) ?? '';
    expect(text).toContain('Error 404');
    expect(text).toContain('Page Not Found: /no-such-page');
    expect(text).toContain('Please try again and make sure you have an active internet connection');
    expect(await seriousViolations(page, '[aria-labelledby="error-title"]')).toEqual([]);
    await screenShot(page, 'overlays-error-page-dark');

    // Opened in a new tab with no history at all (its blank first entry replaced).
    const newTab = await page.context().newPage();
    await newTab.evaluate(
      (url) => (globalThis as unknown as PageWindow).location.replace(url),
      `${server.url}/no-such-page`,
    );
    await expectHeading(newTab, 'Something went wrong');
    await newTab.getByRole('button', { name: 'Go Back' }).click();
    await expectLocation(newTab, '/manager');
    await newTab.close();

    await page.goto('/no-such-page');
    await expectHeading(page, 'Something went wrong');
    await page.getByRole('button', { name: 'To Homepage' }).click();
    // '/' itself redirects to Manager Home before its address ever shows.
    await expectLocation(page, '/manager');

    // Reached inside the app (a link to a page that does not exist), Go Back goes back.
    await page.goto('/settings');
    await expectHeading(page, 'Settings');
    await page.evaluate(() => {
      const w = globalThis as unknown as PageWindow;
      w.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', '/settings/nope');
      w.dispatchEvent(new w.PopStateEvent('popstate', { state: w.history.state }));
    });
    await expectHeading(page, 'Something went wrong');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expectLocation(page, '/settings');
    await expectHeading(page, 'Settings');
  });

  it('goes back to /how-to from an unknown address typed after it, a full page load (R2.116)', async () => {
    const { page } = await freshContext(PHONE);
    await page.goto('/how-to');
    await expectHeading(page, 'Game Rules');
    await page.goto('/how-to-win-big');
    await expectHeading(page, 'Something went wrong');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expectLocation(page, '/how-to');
    await expectHeading(page, 'Game Rules');
  });

  it('redirects to / by itself with redirect_on_error=true (R2.118)', async () => {
    const { page } = await signedIn(PHONE);
    await page.addInitScript(`
      window.__headings = new Set();
      new MutationObserver(() => {
        for (const h of document.querySelectorAll('h1')) window.__headings.add(h.textContent);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    `);
    await page.goto('/no-such-page?redirect_on_error=true');
    // '/' sends a signed-in manager on to Manager Home; the error page never showed.
    await expectLocation(page, '/manager');
    expect(await page.evaluate('[...window.__headings]')).not.toContain('Something went wrong');
  });

  it('is not rendered for bots (R2.119)', async () => {
    const { page } = await freshContext(PHONE, 'dark', {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await page.goto('/no-such-page');
    await page.locator('#main').waitFor();
    await page.waitForLoadState('networkidle');
    await expectAbsent(page.getByText('Something went wrong'));
  });
});

describe('content panel and /how-to', () => {
  it('shows the game rules and opens help articles in the full-screen content panel (R2.132–R2.138)', async () => {
    const { page } = await freshContext(PHONE);
    await page.goto('/how-to');
    await expectHeading(page, 'Game Rules');
    await page.getByText('Pick 5 athletes').first().waitFor();
    expect(await page.title()).toBe('Game Rules - Shred League');
    await screenShot(page, 'overlays-how-to-dark');

    // From the list of other help articles.
    await page
      .getByRole('navigation', { name: 'More help' })
      .getByRole('button', { name: /Scoring/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Scoring' });
    await panel.waitFor();
    await panel.getByRole('heading', { name: 'Place points' }).waitFor();
    expect(await pageOverflow(page)).toBe('hidden');
    const close = panel.getByTestId('content-close');
    await expectVisible(close);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenShot(page, 'overlays-content-dark');
    // The Close button stays fixed when the article scrolls.
    const before = await close.boundingBox();
    await panel.evaluate((el) => {
      (el as unknown as { scrollTop: number }).scrollTop = 2000;
    });
    expect(await close.boundingBox()).toEqual(before);
    await close.click();
    await panel.waitFor({ state: 'detached' });

    // A link inside the rules article opens the help article it names.
    await page.getByRole('article', { name: 'Game Rules' }).getByRole('link', { name: 'Scoring' }).click();
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(location(page)).toBe('/how-to');
  });

  it("opens on the app event: an external news article headed 'Originally published on', and 'Content not found.' (R2.132, R2.136, R2.138)", async () => {
    const { page } = await freshContext(DESKTOP);
    await page.goto('/how-to');
    await expectHeading(page, 'Game Rules');
    await appEvent(page, 'shred:open-content', { folder: 'news', id: 'snow-season-preview' });
    const panel = page.getByRole('dialog', { name: /Snow season preview/ });
    await panel.getByText('Originally published on FIS').waitFor();
    expect(await panel.getByRole('link', { name: /Read it on FIS/ }).getAttribute('href')).toBe(
      'https://www.fis-ski.com/',
    );
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenShot(page, 'overlays-content-external-dark');
    await panel.getByTestId('content-close').click();
    await panel.waitFor({ state: 'detached' });

    await appEvent(page, 'shred:open-content', { folder: 'help', id: 'no-such-article' });
    const missing = page.getByRole('dialog', { name: 'Content not found.' });
    await missing.waitFor();
    await expectVisible(missing.getByTestId('content-close'));
    await screenShot(page, 'overlays-content-not-found-dark');
  });
});

describe('share panel', () => {
  it("copies the link, says 'Link copied to clipboard' and closes (R2.149, R2.150, R2.151)", async () => {
    const { context, page } = await freshContext(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto('/how-to');
    await expectHeading(page, 'Game Rules');
    await page.getByRole('button', { name: 'Share' }).click();
    const panel = page.getByRole('dialog', { name: 'Share the rules' });
    await panel.waitFor();
    const networks = panel.getByRole('list', { name: 'Share on' }).getByRole('link');
    expect(await networks.count()).toBe(6);
    const x = new URL((await networks.first().getAttribute('href')) ?? '');
    expect(x.searchParams.get('hashtags')).toBe('ShredLeague,FantasyActionSports');
    expect(x.searchParams.get('url')).toBe(`${server.url}/how-to`);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenShot(page, 'overlays-share-dark');

    await panel.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByTestId('toast-stack').getByText('Link copied to clipboard').waitFor();
    await panel.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => (globalThis as unknown as PageWindow).navigator.clipboard.readText()),
    ).toBe(`${server.url}/how-to`);
    expect(await seriousViolations(page, '[data-testid="toast-stack"]')).toEqual([]);
    await screenShot(page, 'overlays-toast-dark');
  });
});

describe('toasts', () => {
  it("shows a failed profile picture upload as an error toast titled 'Upload Failed', closable (R8.15, R2.147, R2.148)", async () => {
    const { page } = await signedIn(PHONE);
    await page.goto('/settings/profile');
    await expectHeading(page, 'Edit Profile');
    await page.route(
      (url) => url.pathname === '/api/users/profile-image/',
      (route) => route.abort('connectionreset'),
    );
    await page.getByLabel('Change photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: gradientPng(32),
    });
    const toast = page.getByTestId('toast-stack').getByRole('alert');
    await expect
      .poll(() => toast.textContent())
      .toBe(
        'Upload FailedThe image could not be uploaded. This might be because the file is too large or your connection was interrupted. Try using a smaller image (under 5MB).',
      );
    expect(await seriousViolations(page, '[data-testid="toast-stack"]')).toEqual([]);
    await screenShot(page, 'overlays-toast-error-dark');
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });
  });
});

describe('push toasts and achievements', () => {
  it('shows a push toast at the top; a click opens its url in a new tab (R2.142, R2.143)', async () => {
    const { context, page } = await freshContext(PHONE);
    await page.goto('/how-to');
    await expectHeading(page, 'Game Rules');
    await appEvent(page, 'shred:push-toast', {
      title: 'Results are in',
      body: 'Your team scored 412 points at X Games Aspen.',
      url: `${server.url}/how-to#scoring`,
      actions: [{ action: 'view', title: 'View results' }],
    });
    const toast = page.getByTestId('push-toast');
    await toast.waitFor();
    // Pointed at, it holds: its own time would otherwise run out while a busy machine checks it.
    await toast.hover();
    expect((await toast.boundingBox())?.y ?? 999).toBeLessThan(60);
    expect(await seriousViolations(page, '[data-testid="push-toast"]')).toEqual([]);
    await screenShot(page, 'overlays-push-toast-dark');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      toast.getByRole('button', { name: /Results are in/ }).click(),
    ]);
    await expect.poll(() => popup.url()).toBe(`${server.url}/how-to#scoring`);
    await toast.waitFor({ state: 'detached' });
  });

  it("shows the achievement modal with 'Learn More' in a new tab (R2.139, R2.140)", async () => {
    const { page } = await freshContext(PHONE);
    await page.goto('/how-to');
    await expectHeading(page, 'Game Rules');
    await appEvent(page, 'shred:achievement', {
      name: 'First Podium',
      description: 'One of your athletes finished in the top three.',
      link: `${server.url}/how-to#scoring`,
    });
    const dialog = page.getByRole('dialog', { name: 'First Podium' });
    await dialog.waitFor();
    const learnMore = dialog.getByRole('link', { name: /Learn More/ });
    expect(await learnMore.getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenShot(page, 'overlays-achievement-dark');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('overlay looks', () => {
  // Layout follows the viewport and colour the theme, independently: the journeys above run
  // dark on a phone, so the light theme on a phone and the dark on a desktop complete the set.
  it('every overlay in light on a phone and in dark on a desktop (screenshots)', async () => {
    for (const [viewport, theme] of [
      [PHONE, 'light'],
      [DESKTOP, 'dark'],
    ] as const) {
      const { page, context } = await signedIn(viewport, theme);
      await page.goto('/how-to');
      await expectHeading(page, 'Game Rules');
      await page.getByText('Pick 5 athletes').first().waitFor();

      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('dialog', { name: 'Share the rules' }).waitFor();
      await screenShot(page, `overlays-share-${theme}`);
      await page.keyboard.press('Escape');

      await appEvent(page, 'shred:open-content', { folder: 'help', id: 'scoring' });
      await page.getByRole('heading', { name: 'Place points' }).waitFor();
      await screenShot(page, `overlays-content-${theme}`);
      await page.keyboard.press('Escape');

      await appEvent(page, 'shred:open-content', { folder: 'news', id: 'snow-season-preview' });
      await page.getByText('Originally published on FIS').waitFor();
      await screenShot(page, `overlays-content-external-${theme}`);
      await page.keyboard.press('Escape');

      await appEvent(page, 'shred:achievement', {
        name: 'First Podium',
        description: 'One of your athletes finished in the top three.',
        link: 'https://shredleague.app/',
      });
      await page.getByRole('dialog', { name: 'First Podium' }).waitFor();
      await screenShot(page, `overlays-achievement-${theme}`);
      await page.keyboard.press('Escape');

      await appEvent(page, 'shred:push-toast', {
        title: 'Results are in',
        body: 'Your team scored 412 points at X Games Aspen.',
        url: 'https://shredleague.app/',
        actions: [{ action: 'view', title: 'View results' }],
      });
      await page.getByRole('button', { name: 'Share' }).click();
      await page
        .getByRole('dialog', { name: 'Share the rules' })
        .getByRole('button', { name: 'Copy Link' })
        .waitFor();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await page.getByRole('button', { name: 'Copy Link' }).click();
      await page.getByTestId('toast-stack').getByText('Link copied to clipboard').waitFor();
      await screenShot(page, `overlays-toasts-${theme}`);
      // The push toast sits over the header's bell on a phone (and holds while pointed at).
      await page.getByTestId('push-toast').getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Notifications' }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
      await screenShot(page, `overlays-notifications-${theme}`);
      await page.keyboard.press('Escape');

      await page.goto('/settings/profile');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('alertdialog').waitFor();
      await screenShot(page, `overlays-confirm-${theme}`);
      await page.keyboard.press('Escape');

      await page.goto('/no-such-page');
      await expectHeading(page, 'Something went wrong');
      await screenShot(page, `overlays-error-page-${theme}`);

      await page.goto('/notifications');
      await expectHeading(page, 'Notifications');
      await screenShot(page, `overlays-notifications-page-${theme}`);

      await context.setOffline(true);
      await page.getByRole('dialog', { name: 'You are offline' }).waitFor();
      await screenShot(page, `overlays-offline-${theme}`);
      await context.setOffline(false);
      await context.close();
    }
  });
});
