import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { logIn, shot } from './support/journey.ts';
import { type AppPage, demoPages } from './support/pages.ts';
import { DEMO, type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 10: a walk over every signed-in page reachable from the shell and from Manager Home,
 * at phone and desktop size. On each page: the one shell (bottom bar on phones, side bar on
 * desktops, the same sections in the same order), a clean console, every picture loaded and
 * named, and no layout shift above 0.05. Then every internal link met on the way is opened
 * once: none may end on 'Page Not Found'.
 */

const SECTIONS = ['Home', 'Events', 'Market', 'Leagues', 'Rankings'];
const MAX_LAYOUT_SHIFT = 0.05;

let server: RunningServer;
let browser: Browser;
let pages: AppPage[];
/** Internal links met on every page of both walks, with a page each was found on. */
const linksFound = new Map<string, string>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  pages = (await demoPages(server)).manager;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

declare global {
  interface Window {
    walkLayoutShift: { total: number; sources: string[] };
  }
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: Array<{ node?: Node | null }>;
}

/** Sums the page's layout shifts not caused by input, from its first paint on, with what moved. */
function watchLayoutShift(): void {
  window.walkLayoutShift = { total: 0, sources: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      window.walkLayoutShift.total += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        if (node instanceof Element) {
          const label = `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 3).join('.')}`;
          window.walkLayoutShift.sources.push(`${label} (${entry.value.toFixed(3)})`);
        }
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Console errors and warnings and uncaught errors of a page, kept until read. */
function listenToConsole(page: Page): () => string[] {
  let heard: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      heard.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => heard.push(`uncaught: ${error.message}`));
  return () => {
    const said = heard;
    heard = [];
    return said;
  };
}

/** A signed-in context of the demo manager at one size, its console listened to from the start. */
async function demoManager(viewport: typeof PHONE): Promise<{
  context: BrowserContext;
  page: Page;
  consoleSaid: () => string[];
}> {
  const { context, page } = await newPage(browser, server.url, viewport);
  await context.addInitScript(watchLayoutShift);
  const consoleSaid = listenToConsole(page);
  await logIn(page, DEMO);
  return { context, page, consoleSaid };
}

/** Open a page and wait until it has its data and its pictures: title, heading, quiet network. */
async function openAndSettle(page: Page, walk: AppPage): Promise<void> {
  await page.goto(walk.path);
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${walk.title} - Shred League`);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  // Lazy pictures load once in view, also those in sideways shelves: bring each one in, as a
  // reader scrolling would; the shift they cause counts as it would for that reader.
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const image of document.images) {
      if (image.complete) continue;
      image.scrollIntoView({ block: 'center', inline: 'center' });
      await nextFrame();
      await nextFrame();
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
      timeout: 10_000,
    })
    // A picture that never loads is reported with its address by badPictures.
    .catch(() => undefined);
}

/** The names of the shell's sections, in order, where this size shows them. */
async function shellSections(page: Page, size: 'phone' | 'desktop'): Promise<string[]> {
  const nav =
    size === 'phone'
      ? page.getByTestId('bottom-bar')
      : page.getByRole('complementary', { name: 'Sidebar' }).getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible())) return [];
  if (size === 'phone' && (await nav.getAttribute('aria-label')) !== 'Main')
    return ['(bottom bar not named Main)'];
  const other =
    size === 'phone' ? page.getByRole('complementary', { name: 'Sidebar' }) : page.getByTestId('bottom-bar');
  if ((await other.count()) > 0) return [`(both the side bar and the bottom bar are shown)`];
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** Pictures that did not load or have no text alternative, one line per kind of fault. */
async function badPictures(page: Page): Promise<string[]> {
  const faults = await page.evaluate(() => {
    const found: Array<[fault: string, what: string]> = [];
    for (const image of document.images) {
      const what = image.getAttribute('src')?.slice(0, 60) ?? '(no src)';
      if (!image.complete || image.naturalWidth === 0) found.push(['<img> not loaded', what]);
      // alt="" is right for a picture inside a labelled picture (a flag in its named frame).
      const named =
        image.getAttribute('alt')?.trim() || image.closest('[role="img"][aria-label], [aria-hidden="true"]');
      if (!named) found.push(['<img> without alt text', what]);
    }
    for (const element of document.querySelectorAll('[role="img"]')) {
      if (!element.getAttribute('aria-label')?.trim() && !element.getAttribute('aria-labelledby')) {
        found.push(['role=img without aria-label', element.outerHTML.slice(0, 60)]);
      }
    }
    return found;
  });
  const byFault = new Map<string, Set<string>>();
  for (const [fault, what] of faults) byFault.set(fault, (byFault.get(fault) ?? new Set()).add(what));
  return [...byFault].map(
    ([fault, whats]) => `${whats.size} × ${fault}: ${[...whats].slice(0, 3).join(', ')}`,
  );
}

/** Every same-origin link of the page, as path and query (hash-only links are skipped). */
function internalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => !link.getAttribute('href')?.startsWith('#'))
      .map((link) => new URL(link.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );
}

/** Walk every page at one size; answers what is wrong, page by page (empty when all is well). */
async function walk(viewport: typeof PHONE, size: 'phone' | 'desktop'): Promise<string[]> {
  const problems: string[] = [];
  const { context, page, consoleSaid } = await demoManager(viewport);
  try {
    for (const said of consoleSaid()) problems.push(`login (${size}): ${said}`);
    for (const walkPage of pages) {
      const where = `${walkPage.name} ${walkPage.path} (${size})`;
      await openAndSettle(page, walkPage);

      const sections = await shellSections(page, size);
      if (JSON.stringify(sections) !== JSON.stringify(SECTIONS)) {
        problems.push(`${where}: the shell shows [${sections.join(', ')}], not [${SECTIONS.join(', ')}]`);
      }
      for (const bad of await badPictures(page)) problems.push(`${where}: ${bad}`);
      const shift = await page.evaluate(() => window.walkLayoutShift);
      if (shift.total > MAX_LAYOUT_SHIFT) {
        problems.push(
          `${where}: layout shift ${shift.total.toFixed(3)} > ${MAX_LAYOUT_SHIFT} (moved: ${shift.sources.slice(0, 4).join(', ')})`,
        );
      }
      for (const link of await internalLinks(page)) {
        if (!linksFound.has(link)) linksFound.set(link, walkPage.path);
      }
      await shot(page, `walk-${walkPage.name}`);
      for (const said of consoleSaid()) problems.push(`${where}: ${said}`);
    }
  } finally {
    await context.close();
  }
  return problems;
}

describe('walk every signed-in page in the browser (issue 10, R1.01)', () => {
  it('R2.126 at phone size: the bottom bar, a clean console, pictures with alt text, no layout shift', async () => {
    expect(await walk(PHONE, 'phone')).toEqual([]);
  });

  it('R2.127 at desktop size: the side bar, a clean console, pictures with alt text, no layout shift', async () => {
    expect(await walk(DESKTOP, 'desktop')).toEqual([]);
  });

  it('every internal link met on the walk leads to a page that exists', async () => {
    expect(linksFound.size, 'the walks above collect the links').toBeGreaterThan(0);
    const { context, page } = await demoManager(PHONE);
    const dead: string[] = [];
    try {
      // Logging out ends the walk's session: that link goes last.
      const links = [...linksFound.keys()].sort(
        (a, b) => Number(a === '/auth/logout') - Number(b === '/auth/logout'),
      );
      await page.goto('/manager');
      await page.locator('main h1').first().waitFor();
      for (const link of links) {
        // Each link is followed inside the running app, as a click on it would be, from a page
        // known not to exist: the router has settled on the link once that title is gone.
        await followInApp(page, GAP);
        await page.waitForFunction(() => document.title.startsWith('Page Not Found'));
        await followInApp(page, link);
        const settled = await page
          .waitForFunction(
            () => document.title.endsWith(' - Shred League') && !document.title.startsWith('Page Not Found'),
            undefined,
            { timeout: 15_000 },
          )
          .then(() => true)
          .catch(() => false);
        if (!settled) dead.push(`${link} (linked from ${linksFound.get(link)})`);
      }
    } finally {
      await context.close();
    }
    expect(dead).toEqual([]);
  });
});

/** An address no route matches, visited between links. */
const GAP = '/manager/walk-gap-between-links';

/** Go to `path` through the app's router (history and popstate), without reloading the page. */
function followInApp(page: Page, path: string): Promise<void> {
  return page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
