import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  api,
  cookieNamed,
  expectAbsent,
  expectLocation,
  loadWithSettings,
  newAccount,
  registerViaApi,
  shot,
  signIn,
} from './support/journey.ts';
import { type RunningServer, STAFF, startServer } from './support/server.ts';
import {
  type NativeApp,
  SIMULATED_NATIVE_BUILD_TIMEOUT,
  simulatedNativeBuild,
  simulateNative,
  TEST_GTM_ID,
} from './support/simulated-native.ts';

const MAINTENANCE_PASSWORD = 'e2e-bypass-pass';
const MAINTENANCE_MESSAGE = 'Fresh powder incoming: we are back at 18:00 CET.';
const STORE_URL = 'https://apps.apple.com/app/shred-league/id6450000000';
const DAY_S = 24 * 60 * 60;

/** The page's window, as far as these journeys read it (the e2e project has no DOM types). */
interface PageWindow {
  sessionStorage: { getItem(key: string): string | null };
  document: { dispatchEvent(event: unknown): boolean; documentElement: { className: string } };
  Event: new (type: string) => unknown;
  shellMarker?: number;
}

let server: RunningServer;
/** The same app built with the native simulation allowed and a tag-manager id. */
let testServer: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, testServer, browser] = await Promise.all([
    startServer(),
    simulatedNativeBuild().then((web) => startServer({ WEB_DIST: web })),
    launchBrowser(),
  ]);
}, SIMULATED_NATIVE_BUILD_TIMEOUT);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), testServer?.stop()]);
});

async function visitor(
  on: RunningServer = server,
  viewport = PHONE,
  native?: NativeApp,
  theme?: 'light' | 'dark',
): Promise<Page> {
  const session = await newPage(browser, on.url, viewport, { consent: false, serviceWorker: true });
  contexts.push(session.context);
  if (native) await simulateNative(session.context, native);
  if (theme) {
    await session.context.addInitScript((value) => {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('themePreference', value);
    }, theme);
  }
  return session.page;
}

async function staffToken(on: RunningServer): Promise<string> {
  const res = await api(on, 'POST', 'users/token/', { body: STAFF });
  expect(res.status).toBe(200);
  return (res.body as { access: string }).access;
}

async function putSettings(on: RunningServer, body: Record<string, unknown>): Promise<void> {
  const res = await api(on, 'PUT', 'core/app-settings/', { token: await staffToken(on), body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** What the app does when the tab comes back: fetch the settings and the build manifest again. */
async function tabBecomesVisible(page: Page): Promise<void> {
  await page.evaluate(() =>
    (globalThis as unknown as PageWindow).document.dispatchEvent(
      new (globalThis as unknown as PageWindow).Event('visibilitychange'),
    ),
  );
}

/** Mark the page, so a test can tell that it was reloaded (the mark is gone). */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as PageWindow).shellMarker = 1;
  });
}
const wasReloaded = async (page: Page) =>
  (await page.evaluate(() => (globalThis as unknown as PageWindow).shellMarker)) === undefined;

const maintenanceDialog = (page: Page) => page.getByRole('dialog', { name: 'Maintenance Mode' });
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Did someone say Cookies?' });
const bypassFlag = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageWindow).sessionStorage.getItem('maintenanceBypass'));

describe('installable web app', () => {
  it('registers /sw.js with scope / and serves a complete manifest (R1.02, R7.49)', async () => {
    const page = await visitor();
    await page.goto('/login');
    const registration = await page.evaluate(async () => {
      type Nav = {
        serviceWorker: { ready: Promise<{ scope: string; active: { scriptURL: string } | null }> };
      };
      const ready = await (globalThis as unknown as { navigator: Nav }).navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${server.url}/`, script: `${server.url}/sw.js` });

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await fetch(`${server.url}${href}`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Shred League',
      short_name: 'Shred League',
      start_url: '/manager',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0f14',
      background_color: '#0b0f14',
    });
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const res = await fetch(`${server.url}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
  });

  it('opens the app shell offline but never answers an API call from the worker cache', async () => {
    const page = await visitor();
    await page.goto('/login');
    await page.evaluate(async () => {
      type Nav = { serviceWorker: { ready: Promise<unknown> } };
      await (globalThis as unknown as { navigator: Nav }).navigator.serviceWorker.ready;
    });
    await page.reload(); // now controlled by the worker
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.context().setOffline(true);
    const apiResult = await page.evaluate(async () => {
      try {
        const res = await fetch('/api/core/app-settings/');
        return `answered ${res.status}`;
      } catch {
        return 'network error';
      }
    });
    expect(apiResult).toBe('network error');
    await page.reload();
    expect(await page.title()).toContain('Shred League');
    await page.context().setOffline(false);
  });

  it('reloads when builds/latest.json announces another version, then offers the update prompt (R4.130, R4.128, R7.47)', async () => {
    const page = await visitor(server, DESKTOP);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await markPage(page);
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ json: { version: 'e2e-next-build', builtAt: new Date().toISOString() } }),
    );
    await tabBecomesVisible(page);
    await expect.poll(() => wasReloaded(page), { timeout: 15_000 }).toBe(true);

    // The reload still brought this build (the route keeps announcing another one): no loop,
    // the visitor is asked instead.
    const prompt = page.getByRole('status', { name: 'A new version is ready' });
    await prompt.waitFor({ timeout: 15_000 });
    await shot(page, 'lifecycle-update-prompt');
    expect(await seriousViolations(page, '[data-testid="update-prompt"]')).toEqual([]);
    await markPage(page);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => wasReloaded(page), { timeout: 15_000 }).toBe(true);
  });
});

describe('cookie banner', () => {
  it('asks once and stores Accept as userConsent=granted for 365 days (R4.61, R4.62)', async () => {
    const page = await visitor();
    await page.goto('/login');
    const banner = cookieBanner(page);
    await banner.waitFor();
    expect(await banner.textContent()).toContain('We use cookies to improve your experience. Do you accept?');
    await shot(page, 'lifecycle-cookie-banner');
    expect(await seriousViolations(page, '[data-testid="cookie-banner"]')).toEqual([]);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    const cookie = await cookieNamed(page.context(), 'userConsent');
    expect(cookie?.value).toBe('granted');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    expect(cookie?.path).toBe('/');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectAbsent(cookieBanner(page));
    // This build has no tag-manager id: no script, whatever the consent (§5).
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });

  it('leaves room at the foot of a long page to scroll its end out from under the banner (R4.61)', async () => {
    const page = await visitor();
    await page.goto('/how-to');
    const card = cookieBanner(page).locator('> div');
    await card.waitFor();
    const gap = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const last = document.querySelector('main')?.lastElementChild?.getBoundingClientRect();
        const banner = document.querySelector('[data-testid="cookie-banner"] > div')?.getBoundingClientRect();
        return (banner?.top ?? 0) - (last?.bottom ?? Number.POSITIVE_INFINITY);
      });
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
    await shot(page, 'lifecycle-cookie-banner-page-end');

    await card.getByRole('button', { name: 'Accept' }).click();
    await cookieBanner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });

  it('stores Decline as userConsent=denied (R4.63)', async () => {
    const page = await visitor(server, DESKTOP);
    await page.goto('/login');
    await shot(page, 'lifecycle-cookie-banner');
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    await cookieBanner(page).waitFor({ state: 'detached' });
    expect((await cookieNamed(page.context(), 'userConsent'))?.value).toBe('denied');
  });

  it('loads tag-manager analytics only after Accept (R4.65)', async () => {
    const requested: string[] = [];
    const run = async (answer: 'Accept' | 'Decline') => {
      const page = await visitor(testServer, DESKTOP);
      await page.route('https://www.googletagmanager.com/**', (route) => {
        requested.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await page.goto('/login');
      await cookieBanner(page).waitFor();
      expect(requested).toEqual([]);
      await cookieBanner(page).getByRole('button', { name: answer }).click();
      await cookieBanner(page).waitFor({ state: 'detached' });
      return page;
    };
    await run('Decline');
    expect(requested).toEqual([]);
    const page = await run('Accept');
    await expect.poll(() => requested).toEqual([`https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`]);
    // A later visit with consent loads it at start.
    requested.length = 0;
    await page.reload();
    await expect.poll(() => requested.length).toBe(1);
  });
});

describe('theme', () => {
  it('keeps a theme across reloads and takes it to another device with the account (R4.39, R4.40)', async () => {
    const rider = newAccount('themer');
    await registerViaApi(server, rider);
    const other = newAccount('nightowl');
    await registerViaApi(server, other);

    const page = await visitor(server, DESKTOP);
    await signIn(page.context(), server, rider);
    await page.goto('/settings');
    // The radio itself is visually hidden inside its label, which takes the click.
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Light' }) })
      .click();
    await expect
      .poll(() =>
        page.evaluate(() => (globalThis as unknown as PageWindow).document.documentElement.className),
      )
      .toContain('light');
    await page.reload();
    await page.getByRole('radio', { name: 'Light' }).waitFor();
    expect(
      await page.evaluate(() => (globalThis as unknown as PageWindow).document.documentElement.className),
    ).toContain('light');
    expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);

    // Another account on this device brings its own (default dark) theme.
    await page.goto('/logout');
    await expectLocation(page, '/auth');
    await signIn(page.context(), server, other);
    await page.goto('/settings');
    await expect
      .poll(() =>
        page.evaluate(() => (globalThis as unknown as PageWindow).document.documentElement.className),
      )
      .toContain('dark');

    // A fresh device: the rider's light theme comes with the login.
    const device = await visitor(server, PHONE);
    await signIn(device.context(), server, rider);
    await device.goto('/settings');
    await expect
      .poll(() =>
        device.evaluate(() => (globalThis as unknown as PageWindow).document.documentElement.className),
      )
      .toContain('light');
  });
});

describe('forced update in the native app (simulated)', () => {
  afterAll(async () => {
    await putSettings(testServer, { ios_minimum_version: '1.0.0', android_minimum_version: '1.0.0' });
  });

  it("blocks an outdated iOS app with 'Update Required' and a store link (R4.74, R4.76, R2.156–R2.158)", async () => {
    await putSettings(testServer, { ios_minimum_version: '2.0.0', ios_store_url: STORE_URL });
    for (const viewport of [PHONE, DESKTOP]) {
      // The desktop pass uses the light theme, so both looks are checked.
      const theme = viewport === DESKTOP ? 'light' : 'dark';
      const page = await visitor(testServer, viewport, { platform: 'ios', version: '1.0.0' }, theme);
      await page.goto('/login');
      const dialog = page.getByRole('dialog', { name: 'Update Required' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(
        'A new version of Shred League is available. Please update to the latest version to keep playing.',
      );
      await dialog.getByText('Current version: 1.0.0 | Required: 2.0.0').waitFor();
      const link = dialog.getByRole('link', { name: 'Update Now' });
      expect(await link.getAttribute('href')).toBe(STORE_URL);
      await shot(page, 'lifecycle-update-required');
      expect(await seriousViolations(page, '[data-testid="update-required-overlay"]')).toEqual([]);
      if (viewport === PHONE) {
        await link.click();
        await expect.poll(() => page.locator('html').getAttribute('data-external-url')).toBe(STORE_URL);
        // Native: no cookie banner, and the status bar follows the (dark) theme on an auto route.
        await expectAbsent(cookieBanner(page));
        expect(await page.locator('html').getAttribute('data-status-bar')).toBe('dark');
      }
    }
  });

  it('lets an up-to-date app in, on iOS and Android (R4.76)', async () => {
    await putSettings(testServer, { ios_minimum_version: '2.0.0', android_minimum_version: '1.10.0' });
    for (const app of [
      { platform: 'ios', version: '2.0.0' },
      { platform: 'android', version: '1.10.0' },
    ] as const) {
      const page = await visitor(testServer, PHONE, app);
      await loadWithSettings(page, () => page.goto('/login'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAbsent(page.getByRole('dialog', { name: 'Update Required' }));
    }
    const outdated = await visitor(testServer, PHONE, { platform: 'android', version: '1.9.0' });
    await outdated.goto('/login');
    await outdated.getByText('Current version: 1.9.0 | Required: 1.10.0').waitFor();
  });

  it('never applies in a browser, whatever the versions (R4.77)', async () => {
    await putSettings(testServer, { ios_minimum_version: '99.0.0', android_minimum_version: '99.0.0' });
    const page = await visitor(testServer, PHONE);
    await page.goto('/login');
    await cookieBanner(page).waitFor();
    await expectAbsent(page.getByRole('dialog', { name: 'Update Required' }));
  });
});

describe('staff settings screen', () => {
  afterAll(async () => {
    await putSettings(server, { android_minimum_version: '1.0.0', maintenance_mode_message: '' });
  });

  it('lets staff change the settings from /admin/settings, reached from the dashboard', async () => {
    const page = await visitor(server, DESKTOP);
    await signIn(page.context(), server, STAFF);
    await page.goto('/admin/dashboard');
    // The sections sit at the foot of the dashboard's charts: the page leaves room to scroll
    // them out from under the cookie banner, which stays unanswered.
    await page.getByTestId('cookie-banner').waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Settings/ })
      .click();
    await expectLocation(page, '/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'App Settings' }).waitFor();

    const version = page.getByLabel('Android minimum version');
    await version.fill('v3');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Use a dotted version such as 2.4.0.').waitFor();

    await version.fill('1.4.2');
    await page.getByLabel('Maintenance message').fill('Back after the finals.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(/Settings saved/).waitFor();
    await shot(page, 'lifecycle-admin-settings');
    const saved = (await api(server, 'GET', 'core/app-settings/')).body as Record<string, unknown>;
    expect(saved).toMatchObject({
      android_minimum_version: '1.4.2',
      maintenance_mode_message: 'Back after the finals.',
    });
  });
});

describe('maintenance mode', () => {
  afterAll(async () => {
    await putSettings(server, { maintenance_mode: false, maintenance_mode_message: '' });
  });

  it('blocks visitors until the right password, for the session only (R4.66–R4.70, R2.152–R2.155, A28)', async () => {
    await putSettings(server, {
      maintenance_mode: true,
      maintenance_mode_message: MAINTENANCE_MESSAGE,
      maintenance_password: MAINTENANCE_PASSWORD,
    });
    const desktop = await visitor(server, DESKTOP, undefined, 'light');
    await desktop.goto('/login');
    await maintenanceDialog(desktop).waitFor();
    expect(await seriousViolations(desktop, '[data-testid="maintenance-overlay"]')).toEqual([]);
    await shot(desktop, 'lifecycle-maintenance');

    const page = await visitor(server, PHONE);
    await page.goto('/login');
    const dialog = maintenanceDialog(page);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(MAINTENANCE_MESSAGE);
    await shot(page, 'lifecycle-maintenance');
    expect(await seriousViolations(page, '[data-testid="maintenance-overlay"]')).toEqual([]);

    await dialog.getByRole('button', { name: 'I have access credentials' }).click();
    const field = dialog.getByLabel('Enter maintenance password');
    const submit = dialog.getByRole('button', { name: 'Access App' });
    expect(await submit.isDisabled()).toBe(true);

    // Wrong password: message, empty field. The check is held until 'Validating...' is seen.
    let releaseCheck = () => {};
    const checkHeld = new Promise<void>((resolve) => {
      releaseCheck = resolve;
    });
    await page.route('**/api/core/app-settings/validate-password/**', async (route) => {
      await checkHeld;
      await route.continue();
    });
    await field.fill('not-the-password');
    await submit.click();
    await dialog.getByRole('button', { name: 'Validating...' }).waitFor();
    releaseCheck();
    await dialog.getByText('Invalid password. Please try again.').waitFor();
    expect(await field.inputValue()).toBe('');
    await shot(page, 'lifecycle-maintenance-invalid');
    expect(await seriousViolations(page, '[data-testid="maintenance-overlay"]')).toEqual([]);
    await page.unroute('**/api/core/app-settings/validate-password/**');

    // A failed call: the other message, still locked (A28).
    await page.route('**/api/core/app-settings/validate-password/**', (route) => route.abort('failed'));
    await field.fill(MAINTENANCE_PASSWORD);
    await submit.click();
    await dialog.getByText('An error occurred. Please try again.').waitFor();
    expect(await bypassFlag(page)).toBeNull();
    await page.unroute('**/api/core/app-settings/validate-password/**');

    // The right password: in, for this session.
    await field.fill(MAINTENANCE_PASSWORD);
    await submit.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await bypassFlag(page)).toBe('true');
    await loadWithSettings(page, () => page.reload());
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectAbsent(maintenanceDialog(page));

    // Another browser session is still locked out (R4.68).
    const stranger = await visitor(server, PHONE);
    await stranger.goto('/login');
    await maintenanceDialog(stranger).waitFor();

    // Setting off: the overlay goes for everyone and the bypass is cleared (R4.69)…
    await putSettings(server, { maintenance_mode: false });
    await tabBecomesVisible(page);
    await tabBecomesVisible(stranger);
    await expect.poll(() => bypassFlag(page)).toBeNull();
    await maintenanceDialog(stranger).waitFor({ state: 'detached' });

    // …so the next maintenance asks for the password again.
    await putSettings(server, { maintenance_mode: true });
    await tabBecomesVisible(page);
    await maintenanceDialog(page).waitFor();
  });
});
