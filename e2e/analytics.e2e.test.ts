import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage } from './support/browser.ts';
import { expectLocation, logIn } from './support/journey.ts';
import { DEMO, type RunningServer, startServer } from './support/server.ts';

interface SentEvent {
  event: string;
  label: string | null;
  timestamp: string;
  sessionId: string;
}

interface TrackPost {
  events: SentEvent[];
  /** The status the page got back; null while no answer has come. */
  status: number | null;
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

const isTrackPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/tracking/track/';

/** Every POST tracking/track/ the page sends, with its events and the answer it got. */
function watchTracking(page: Page): TrackPost[] {
  const posts: TrackPost[] = [];
  page.on('request', (request) => {
    if (!isTrackPost(request)) return;
    const post: TrackPost = {
      events: (request.postDataJSON() as { batch: SentEvent[] }).batch,
      status: null,
    };
    posts.push(post);
    request.response().then(
      (response) => {
        post.status = response?.status() ?? 0;
      },
      () => undefined,
    );
  });
  return posts;
}

const allEvents = (posts: TrackPost[]) => posts.flatMap((post) => post.events);

async function openPage(): Promise<{ page: Page; posts: TrackPost[] }> {
  const { context, page } = await newPage(browser, server.url, DESKTOP);
  contexts.push(context);
  return { page, posts: watchTracking(page) };
}

describe('analytics', () => {
  it('sends the events of a visit in batches, each stored (R9.49, R7.44)', async () => {
    const { page, posts } = await openPage();
    await logIn(page, DEMO);
    const nav = page.getByRole('navigation');
    await expectLocation(page, '/manager');
    for (const [link, path] of [
      ['Events', '/manager/events'],
      ['Market', '/manager/market'],
      ['Leagues', '/manager/leagues'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).first().click();
      await expectLocation(page, path);
    }
    await expect
      .poll(() => allEvents(posts).map((event) => event.label), { timeout: 10_000 })
      .toContain('/manager/leagues');
    await expect.poll(() => posts.every((post) => post.status === 204), { timeout: 10_000 }).toBe(true);
    const events = allEvents(posts);
    const names = events.map((event) => event.event);
    expect(names).toEqual(expect.arrayContaining(['app_start', 'page_view', 'user_identified']));
    expect(posts.length).toBeLessThan(events.length);
    for (const event of events) expect(Date.parse(event.timestamp)).not.toBeNaN();
  });

  it('retries a batch the server answered 503 twice, and its events arrive once (R8.39)', async () => {
    const { page, posts } = await openPage();
    let refused = 0;
    await page.route(
      (url) => url.pathname === '/api/tracking/track/',
      async (route) => {
        if (refused < 2) {
          refused += 1;
          await route.fulfill({ status: 503, json: { detail: 'Down for a moment.' } });
          return;
        }
        await route.fallback();
      },
    );
    await page.goto('/');
    // The first try after 3 s, then 3 s and 6 s of backoff.
    await expect.poll(() => posts.map((post) => post.status), { timeout: 30_000 }).toEqual([503, 503, 204]);
    const [first, second, third] = posts.map((post) => post.events);
    // A retry sends the refused events first, then any the page queued meanwhile (a page view
    // that a loaded machine made late joins them).
    expect(second?.slice(0, first?.length)).toEqual(first);
    expect(third?.slice(0, first?.length)).toEqual(first);
    await page.reload();
    await expect.poll(() => posts.length, { timeout: 10_000 }).toBe(4);
    const firstTimes = new Set(first?.map((event) => event.timestamp));
    expect(posts[3]?.events.some((event) => firstTimes.has(event.timestamp))).toBe(false);
  });
});

describe('native app links', () => {
  it('the site serves the files Android and iOS check before links open the app, as JSON', async () => {
    const assetLinks = await fetch(`${server.url}/.well-known/assetlinks.json`);
    expect(assetLinks.headers.get('content-type')).toMatch(/application\/json/);
    expect(await assetLinks.json()).toEqual([
      expect.objectContaining({
        target: expect.objectContaining({ namespace: 'android_app', package_name: 'app.shredleague.mobile' }),
      }),
    ]);
    const appSite = await fetch(`${server.url}/.well-known/apple-app-site-association`);
    expect(appSite.headers.get('content-type')).toMatch(/application\/json/);
    expect(await appSite.json()).toMatchObject({
      applinks: { details: [{ components: expect.arrayContaining([{ '/': '/invite/*' }]) }] },
    });
  });
});
