import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { expectHeading, shot, signIn } from './support/journey.ts';
import { DEMO, type RunningServer, startServer } from './support/server.ts';

/** The faces the sign-in screens draw: body text and the bold italic headings. */
const BODY = '16px "Inter"';
const HEADING = 'italic 700 16px "Barlow Condensed"';

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

interface FontWatch {
  page: Page;
  /** Every font request that failed or answered an error, as `url: reason`. */
  failures: string[];
}

async function watchFonts(viewport = PHONE): Promise<FontWatch> {
  const { context, page } = await newPage(browser, server.url, viewport);
  contexts.push(context);
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'font') failures.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font' && !response.ok())
      failures.push(`${response.url()}: ${response.status()}`);
  });
  return { page, failures };
}

/** Once every font the page asked for has settled: the faces of the design that are loaded. */
function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => `${face.family} ${face.style} ${face.weight}`);
  });
}

function fontsCheck(page: Page, font: string): Promise<boolean> {
  return page.evaluate((f) => document.fonts.check(f), font);
}

/**
 * The page drew its text in the design's own faces. `check` alone would also pass with no web
 * font at all (it answers true when no @font-face matches), hence the list of loaded faces.
 */
async function expectDesignFonts(page: Page): Promise<void> {
  expect(await loadedFaces(page)).toEqual(
    expect.arrayContaining(['Inter normal 100 900', 'Barlow Condensed italic 700']),
  );
  expect(await fontsCheck(page, BODY)).toBe(true);
  expect(await fontsCheck(page, HEADING)).toBe(true);
}

interface ShiftWindow {
  layoutShift: number;
}

/** From the first paint on, add up the page's layout shifts (CLS) in `window.layoutShift`. */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as ShiftWindow;
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number })[])
        win.layoutShift += shift.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift recorded so far, read once two more frames have been laid out. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as ShiftWindow).layoutShift)),
        );
      }),
  );
}

describe('web fonts (issue 10: fonts that ship)', () => {
  it('preloads the three sign-in fonts on /login and draws the page in Inter and Barlow Condensed', async () => {
    const { page, failures } = await watchFonts();
    await page.goto('/login');
    await expectHeading(page, /log in/i);

    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => ({
        path: new URL(link.href).pathname,
        type: link.type,
        crossOrigin: link.crossOrigin,
      })),
    );
    expect(preloads).toEqual([
      {
        path: expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
        type: 'font/woff2',
        crossOrigin: 'anonymous',
      },
      {
        path: expect.stringMatching(/^\/assets\/barlow-condensed-latin-700-italic-[\w-]+\.woff2$/),
        type: 'font/woff2',
        crossOrigin: 'anonymous',
      },
      {
        path: expect.stringMatching(/^\/assets\/barlow-condensed-latin-800-italic-[\w-]+\.woff2$/),
        type: 'font/woff2',
        crossOrigin: 'anonymous',
      },
    ]);

    await expectDesignFonts(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter"?,/);
    expect(failures).toEqual([]);
    await shot(page, 'fonts-login');
  });

  it('ships the fonts as woff2 files the service worker precaches, never inlined into the CSS', async () => {
    const html = await (await fetch(`${server.url}/login`)).text();
    const cssPath = html.match(/href="(\/assets\/index-[\w-]+\.css)"/)?.[1];
    expect(cssPath).toBeDefined();
    const css = await (await fetch(`${server.url}${cssPath}`)).text();
    expect(css).not.toMatch(/data:font|application\/font|base64/);
    const fonts = [...css.matchAll(/url\((\/assets\/[\w-]+\.woff2)\)/g)].map((match) => match[1] as string);
    expect(fonts.length).toBe(5);
    const worker = await (await fetch(`${server.url}/sw.js`)).text();
    for (const font of fonts) {
      expect(worker).toContain(`"${font.slice(1)}"`);
      const response = await fetch(`${server.url}${font}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
    }
  });

  // Unmatched fallbacks (the system sans) shift these screens by 0.003 to 0.01.
  it.each([
    ['/auth', 'Drop in'],
    ['/login', 'Log in'],
  ])(
    'swaps the fonts in on %s without moving the layout (metric-matched fallbacks)',
    async (path, heading) => {
      const { page, failures } = await watchFonts();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await recordLayoutShift(page);
      await page.route('**/*.woff2', async (route) => {
        await held;
        await route.continue();
      });
      // The load event would wait for the held fonts (they are preloaded).
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // By its name: until the stylesheet arrives, index.html's other ready-drawn screen has a box too.
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Painted in the fallbacks: the web fonts are still held back.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await fontsCheck(page, HEADING)).toBe(false);

      release();
      await expect
        .poll(async () => (await fontsCheck(page, BODY)) && (await fontsCheck(page, HEADING)), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(await layoutShift(page)).toBeLessThan(0.001);
      expect(failures).toEqual([]);
    },
  );

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('draws the signed-in manager home in the web fonts (%s)', async (_name, viewport) => {
    const { page, failures } = await watchFonts(viewport);
    await signIn(page.context(), server, DEMO);
    await page.goto('/manager');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectDesignFonts(page);
    expect(failures).toEqual([]);
    await shot(page, 'fonts-manager');
  });
});
