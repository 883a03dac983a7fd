import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found)
    throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  return found;
}

/** The system Chromium, headless, with the flags this sandboxed, offline machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * A fresh context and page, without the service worker unless a test is about it
 * (`serviceWorker: true`): a worker precaches the whole build (about 300 files) in every new
 * context, which journeys about the app's screens paid for with nothing to show for it.
 * Cookie consent is answered up front unless a test is about the banner itself
 * (`consent: false`): the banner would otherwise cover the bottom of every form.
 * Likewise the achievement modal, which opens over any page once a journey's action earns a
 * milestone (a first team, a first league…): the browser is told of none unless a test is
 * about achievements (`achievements: true`).
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = PHONE,
  options: { consent?: boolean; achievements?: boolean; serviceWorker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const withWorker = options.serviceWorker === true;
  const context = await browser.newContext({
    baseURL,
    viewport,
    serviceWorkers: withWorker ? 'allow' : 'block',
  });
  if (!withWorker) {
    // As a browser without service workers, where the app does not try to register one (a
    // registration Playwright blocks would be reported as an error).
    await context.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
  }
  if (options.consent !== false) {
    await context.addCookies([{ name: 'userConsent', value: 'granted', url: baseURL }]);
  }
  if (options.achievements !== true) {
    // In the page, not with a Playwright route: any route makes Chromium hand every request of
    // the context to this process and turns its HTTP cache off, which cost the walk a quarter
    // of its time. Matched on the path alone: the client adds the game mode to every call's query.
    await context.addInitScript(() => {
      const fetchFromNetwork = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname !== '/api/achievements/') return fetchFromNetwork(input, init);
        return Promise.resolve(Response.json([]));
      };
    });
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * Wait for entrance animations (a second or shorter, not looping) to end: mid-animation colours
 * are not the real ones. Longer ones, such as a toast's countdown bar, are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const timing = animation.effect?.getTiming();
          return timing?.iterations !== Number.POSITIVE_INFINITY && Number(timing?.duration) <= 1000;
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
