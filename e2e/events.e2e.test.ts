import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  expectVisible,
  location,
  shot,
  signIn,
} from './support/journey.ts';
import { checkScreenAtBothSizes } from './support/screen-check.ts';
import { DEMO, type RunningServer, startServer } from './support/server.ts';

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

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface ApiEvent {
  slug: string;
  name: string;
  date_to: string;
  fantasy_games: Array<{ id: number; name: string; competitions: Array<{ date: string }> }>;
}

async function eventNamed(slug: string): Promise<ApiEvent> {
  const res = await api(server, 'GET', `events/${slug}/?game_mode=manager`);
  expect(res.status).toBe(200);
  return res.body as ApiEvent;
}

/**
 * Spec §4: the countdown runs to the latest of the event's end and every competition date.
 * Worked out here from the API answer, independently of the app: date_to is a whole UTC day.
 */
function countdownTarget(event: ApiEvent): number {
  const end = Date.parse(`${event.date_to}T00:00:00Z`) + DAY_MS;
  const rounds = event.fantasy_games.flatMap((game) => game.competitions.map((c) => Date.parse(c.date)));
  return Math.max(end, ...rounds);
}

async function session(viewport = DESKTOP): Promise<Page> {
  const opened = await newPage(browser, server.url, viewport);
  context = opened.context;
  return opened.page;
}

async function demoManager(viewport = DESKTOP, beforeSignIn?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await session(viewport);
  await beforeSignIn?.(page);
  await signIn(page.context(), server, DEMO);
  await page.goto('/manager');
  await expectLocation(page, '/manager');
  return page;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const badgeOf = (page: Page, name: string) => card(page, name).getByRole('timer');
const text = async (locator: ReturnType<Page['getByRole']>) => (await locator.textContent())?.trim() ?? '';

async function openCalendar(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).first().click();
  await expectLocation(page, '/manager/events');
  await expectHeading(page, 'Event Calendar');
}

describe('event cards across time (spec §4 "Event card state")', () => {
  it('counts the live event down in days, then HH:MM:SS every second, then Expired for good (R4.78–R4.83, R4.90–R4.93)', async () => {
    const hakuba = await eventNamed('hakuba-snowboard-jam');
    const target = countdownTarget(hakuba);
    const page = await demoManager(DESKTOP, (p) => p.clock.install({ time: Date.now() }));
    await openCalendar(page);

    const badge = badgeOf(page, 'Hakuba Snowboard Jam');
    await expect.poll(() => text(badge)).toMatch(/^\d+ days? Left to play$/);
    // The demo manager has a team in one of its three open games (A20).
    expect(
      await card(page, 'Hakuba Snowboard Jam').getByRole('link', { name: 'Continue Playing' }).count(),
    ).toBe(1);
    expect(
      await card(page, 'Barcelona Street & Park Open').getByRole('link', { name: 'Play Now' }).count(),
    ).toBe(1);
    await shot(page, 'event-calendar-live');

    // An hour and five seconds before the end, with time held still.
    await page.clock.pauseAt(target - HOUR_MS - 5_000);
    await expect.poll(() => text(badge)).toBe('01:00:05 Left to play');
    await page.clock.runFor(1_000);
    await expect.poll(() => text(badge)).toBe('01:00:04 Left to play');
    await page.clock.runFor(1_000);
    await expect.poll(() => text(badge)).toBe('01:00:03 Left to play');

    await page.clock.fastForward(HOUR_MS + 4_000);
    await expect.poll(() => text(badge)).toBe('Expired');
    await page.clock.runFor(10_000);
    expect(await text(badge)).toBe('Expired');
    // The game itself is still open on the server: the button keeps leading to it.
    expect(
      await card(page, 'Hakuba Snowboard Jam').getByRole('link', { name: 'Continue Playing' }).count(),
    ).toBe(1);
    await shot(page, 'event-calendar-expired');
  });

  it("shows upcoming events with 'Notify Me' and 'Pre-Register Now'; Notify Me sets a reminder and pressed again takes it back (R4.87, R4.88)", async () => {
    const page = await demoManager(PHONE);
    await openCalendar(page);
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    const halfpipe = card(page, 'Saas-Fee Pipe Masters');
    await halfpipe.waitFor();
    await expectVisible(halfpipe.getByText('Pre-Register Now'));
    await shot(page, 'event-calendar-upcoming');

    await halfpipe.getByRole('button', { name: 'Notify Me' }).click();
    await halfpipe.getByRole('button', { name: 'We’ll notify you' }).waitFor();
    const toast = page.getByTestId('toast-stack');
    await expect.poll(() => toast.textContent()).toContain('You’ll get a reminder');
    // Taken back, so the other journeys of this server see the demo account without reminders.
    await halfpipe.getByRole('button', { name: 'We’ll notify you' }).click();
    await halfpipe.getByRole('button', { name: 'Notify Me' }).waitFor();
  });

  it("shows past events with 'My Results' where the manager played and 'View Results' elsewhere (R4.84–R4.86, R4.94)", async () => {
    const page = await demoManager(DESKTOP);
    await openCalendar(page);
    await page.getByRole('tab', { name: 'Past' }).click();
    const laax = card(page, 'Laax Open');
    const margaretRiver = card(page, 'Margaret River Pro');
    await laax.waitFor();
    expect(await laax.getByRole('link', { name: 'My Results' }).getAttribute('href')).toBe(
      '/manager/events/laax-open/results',
    );
    expect(await margaretRiver.getByRole('link', { name: 'View Results' }).getAttribute('href')).toBe(
      '/manager/events/margaret-river-pro/results',
    );
    expect(await laax.getByText(/^\d{2} [A-Z][a-z]{2} – \d{2} [A-Z][a-z]{2}$/).count()).toBe(1);
    await shot(page, 'event-calendar-past');
  });
});

describe('Event Calendar, event and game pages', () => {
  it('goes calendar → event → game and back to the same calendar, tab and scroll position (R2.30, R2.31, R2.33)', async () => {
    const page = await demoManager(PHONE);
    await openCalendar(page);
    await page.getByRole('tab', { name: 'Past' }).click();
    const mammoth = card(page, 'Mammoth Freeski Grand Prix');
    await mammoth.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    // Tag the calendar's DOM: only the very same page instance still carries it on return.
    await page.evaluate(() => {
      const kept = document.querySelector<HTMLElement>('[data-page="/manager/events"]');
      if (kept) kept.dataset.visit = 'first';
    });

    await mammoth.getByRole('link', { name: 'Mammoth Freeski Grand Prix' }).click();
    await expectLocation(page, '/manager/events/mammoth-freeski-grand-prix');
    await expectHeading(page, 'Mammoth Freeski Grand Prix');
    await shot(page, 'event-page-past');
    const game = page.getByRole('article', { name: 'Halfpipe Women' });
    await game.getByRole('link', { name: 'Halfpipe Women' }).click();
    await expect.poll(() => location(page)).toMatch(/^\/manager\/events\/mammoth-freeski-grand-prix\/\d+$/);
    await expectHeading(page, 'Halfpipe Women');
    await expectVisible(page.getByRole('region', { name: 'Scoring' }));
    await shot(page, 'game-page-past');

    await page.goBack();
    await expectHeading(page, 'Mammoth Freeski Grand Prix');
    await page.goBack();
    await expectLocation(page, '/manager/events');
    await expectHeading(page, 'Event Calendar');
    expect(await page.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 2);
    expect(await page.locator('[data-page="/manager/events"][data-visit="first"]').count()).toBe(1);

    // Back up through the event page's own link: still the kept calendar.
    await card(page, 'Margaret River Pro').getByRole('link', { name: 'Margaret River Pro' }).click();
    await expectHeading(page, 'Margaret River Pro');
    await page.getByRole('link', { name: 'Event Calendar' }).first().click();
    await expectLocation(page, '/manager/events');
    expect(await page.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('[data-page="/manager/events"][data-visit="first"]').count()).toBe(1);
  });

  it('shows a live game with its lock countdown, startlist and Play or Edit team (R2.33)', async () => {
    const hakuba = await eventNamed('hakuba-snowboard-jam');
    const page = await demoManager(DESKTOP);
    await page.goto('/manager/events/hakuba-snowboard-jam');
    await expectHeading(page, 'Hakuba Snowboard Jam');
    // Pages of an event title themselves with its name once loaded (R2.128).
    await expect.poll(() => page.title()).toBe('Hakuba Snowboard Jam - Shred League');
    await shot(page, 'event-page-live');
    const [withTeam, withoutTeam] = hakuba.fantasy_games;
    if (!withTeam || !withoutTeam) throw new Error('the demo live event has games');
    expect(await page.getByRole('link', { name: 'Edit team' }).getAttribute('href')).toBe(
      `/manager/events/hakuba-snowboard-jam/${withTeam.id}/play`,
    );

    await page.getByRole('link', { name: withoutTeam.name }).click();
    await expectLocation(page, `/manager/events/hakuba-snowboard-jam/${withoutTeam.id}`);
    await expectHeading(page, withoutTeam.name);
    expect(await page.getByRole('timer').textContent()).toMatch(/^(\d+ days?|\d{2}:\d{2}:\d{2})$/);
    expect(await page.getByRole('link', { name: 'Play', exact: true }).getAttribute('href')).toBe(
      `/manager/events/hakuba-snowboard-jam/${withoutTeam.id}/play`,
    );
    expect(
      await page
        .getByRole('region', { name: /^Startlist/ })
        .getByRole('listitem')
        .count(),
    ).toBeGreaterThan(5);
    await expect.poll(() => page.title()).toBe(`${withoutTeam.name} · Hakuba Snowboard Jam - Shred League`);
    await shot(page, 'game-page-live');
  });

  it('reads /manager/events/{slug}/results as the results page, never as a game id (R2.63)', async () => {
    const page = await demoManager(DESKTOP);
    await page.goto('/manager/events/laax-open/results');
    await expect.poll(() => page.title()).toBe('Results · Laax Open - Shred League');
    await expectAbsent(page.getByRole('heading', { name: 'This game does not exist' }));
    expect(location(page)).toBe('/manager/events/laax-open/results');
  });

  it('lists live and upcoming events on Manager Home with a way to the calendar', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await demoManager(viewport);
      const live = page.getByRole('region', { name: /^Live now/ });
      await card(page, 'Hakuba Snowboard Jam').waitFor();
      expect(await live.getByRole('article').count()).toBe(3);
      const upcoming = page.getByRole('region', { name: /^Upcoming/ });
      await upcoming.getByRole('article').first().waitFor();
      expect(await upcoming.getByRole('button', { name: 'Notify Me' }).count()).toBe(3);
      await shot(page, 'manager-home-events');
      await live.getByRole('link', { name: 'Event Calendar' }).click();
      await expectLocation(page, '/manager/events');
      await context?.close();
      context = undefined;
    }
  });
});

describe('quickplay Event Details and Game Details', () => {
  it('keeps the cup through the event and game pages to Quickplay Mode (R2.25, R2.26, R2.90)', async () => {
    const page = await session(PHONE);
    await page.goto('/quickplay/events/hakuba-snowboard-jam?quickplay_cup_slug=winter-triple-crown');
    await expectHeading(page, 'Hakuba Snowboard Jam');
    await expect.poll(() => page.title()).toBe('Hakuba Snowboard Jam - Shred League');
    expect(await page.getByRole('link', { name: 'Back to the cup' }).getAttribute('href')).toBe(
      '/quickplay/winter-triple-crown',
    );
    await shot(page, 'quickplay-event-details');

    await page
      .getByRole('article', { name: 'Big Air Men' })
      .getByRole('link', { name: 'Big Air Men' })
      .click();
    await expect
      .poll(() => location(page))
      .toMatch(/^\/quickplay\/events\/hakuba-snowboard-jam\/\d+\?quickplay_cup_slug=winter-triple-crown$/);
    await expectHeading(page, 'Big Air Men');
    await expect.poll(() => page.title()).toBe('Big Air Men · Hakuba Snowboard Jam - Shred League');
    const gamePath = new URL(page.url()).pathname;
    expect(await page.getByRole('link', { name: 'Play', exact: true }).getAttribute('href')).toBe(
      `${gamePath}/play?quickplay_cup_slug=winter-triple-crown`,
    );
    await expectVisible(page.getByRole('region', { name: 'Scoring' }).getByText('Budget'));
    await shot(page, 'quickplay-game-details');
  });
});

describe('accessibility and layout of the event screens', () => {
  it('has no serious axe violations and nothing wider than the screen, on phone and desktop', async () => {
    const hakuba = await eventNamed('hakuba-snowboard-jam');
    const gameId = hakuba.fantasy_games[0]?.id;
    // Each screen with its heading and what shows once its data is in.
    const screens: Array<[string, string, (page: Page) => ReturnType<Page['getByRole']>, string]> = [
      ['/manager/events', 'Event Calendar', (page) => page.getByRole('article').first(), 'event-calendar'],
      [
        '/manager/events/hakuba-snowboard-jam',
        hakuba.name,
        (page) => page.getByRole('article').first(),
        'event-page',
      ],
      [
        `/manager/events/hakuba-snowboard-jam/${gameId}`,
        hakuba.fantasy_games[0]?.name ?? '',
        (page) => page.getByRole('region', { name: /^Startlist/ }),
        'game-page',
      ],
    ];
    const page = await demoManager(PHONE);
    for (const [path, heading, ready, name] of screens) {
      await page.goto(path);
      await expectHeading(page, heading);
      await ready(page).waitFor();
      await checkScreenAtBothSizes(page, name);
    }
  });
});
