import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, settleAnimations } from './support/browser.ts';
import {
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  location,
  shot,
  signIn,
} from './support/journey.ts';
import { DEMO, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

interface Athlete {
  id: number;
  first_name: string;
  last_name: string;
}

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

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const session = await newPage(browser, server.url, viewport);
  contexts.push(session.context);
  await signIn(session.context, server, DEMO);
  return session.page;
}

/** A demo athlete with a last name long enough to misspell, and the name with one letter wrong. */
async function misspeltAthlete(): Promise<{ athlete: Athlete; name: string; typo: string }> {
  const { body } = await api(server, 'GET', 'athletes/?page_size=50');
  const athlete = (body as { results: Athlete[] }).results.find((a) => a.last_name.length >= 6);
  if (!athlete) throw new Error('no demo athlete with a long last name');
  const last = athlete.last_name;
  const wrong = last[2]?.toLowerCase() === 'o' ? 'a' : 'o';
  return {
    athlete,
    name: `${athlete.first_name} ${last}`,
    typo: `${athlete.first_name} ${last.slice(0, 2)}${wrong}${last.slice(3)}`.toLowerCase(),
  };
}

/**
 * The overlay as the screen shows it: a full-page shot would stretch the page under the fixed
 * panel, which a person never sees while the page scroll is locked.
 */
async function panelShot(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  await shot(page, name, { screenOnly: true });
}

const searchButton = (page: Page) => page.getByTestId('search-button');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const field = (page: Page) => panel(page).getByRole('searchbox', { name: 'Search' });
const tab = (page: Page, name: string) => panel(page).getByRole('tab', { name: new RegExp(`^${name}`) });

describe('global search (issue 15.3)', () => {
  it('R1.16, R4.103–R4.105, R4.107: a typo finds the athlete; the search comes back as a recent one, reused and removed; navigating closes the panel', async () => {
    const { athlete, name, typo } = await misspeltAthlete();
    const page = await signedIn(DESKTOP);
    await page.goto('/manager');
    await expectHeading(page, /./);
    await shot(page, 'search-side-bar');

    // Opened from the top bar: a dialog with the focus in its field, Events first.
    await searchButton(page).click();
    await expect.poll(() => field(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await tab(page, 'Events').getAttribute('aria-selected')).toBe('true');
    await panelShot(page, 'search-empty');

    // Events come first, with their pictures.
    await field(page).fill('oslo big');
    await panel(page)
      .getByRole('link', { name: /Oslo Big Air/i })
      .waitFor();
    await panelShot(page, 'search-events');

    await field(page).fill(typo);
    await tab(page, 'Athletes').click();
    const result = panel(page).getByRole('link', { name });
    await result.waitFor();
    expect(await tab(page, 'Athletes').textContent()).toMatch(/^Athletes\d+$/);
    await panelShot(page, 'search-athletes');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // Opening the athlete closes the panel (the route changed) and keeps the search.
    await result.click();
    await expectLocation(page, `/manager/market/athletes/${athlete.id}`);
    await expectHeading(page, name);
    await expect.poll(() => panel(page).count()).toBe(0);

    // Reopened: empty and reset, the search under the Athletes' Recent Searches.
    await searchButton(page).click();
    expect(await field(page).inputValue()).toBe('');
    await tab(page, 'Athletes').click();
    const recent = panel(page).getByRole('region', { name: 'Recent Searches' });
    await recent.getByRole('button', { name: typo, exact: true }).waitFor();
    await panelShot(page, 'search-recent');

    // A tap searches it again.
    await recent.getByRole('button', { name: typo, exact: true }).click();
    expect(await field(page).inputValue()).toBe(typo);
    await panel(page).getByRole('link', { name }).waitFor();

    // Cleared, the recent search is back; removed, it is gone, after a reload too.
    await panel(page).getByRole('button', { name: 'Clear search' }).click();
    await recent.getByRole('button', { name: `Remove ${typo} from recent searches` }).click();
    await expect.poll(() => recent.count()).toBe(0);
    await page.reload();
    await expectHeading(page, name);
    await searchButton(page).click();
    await tab(page, 'Athletes').click();
    await panel(page).getByRole('heading', { name: 'Search Athletes' }).waitFor();
    await expectAbsent(panel(page).getByRole('region', { name: 'Recent Searches' }));

    // Going back is a route change too: the panel closes.
    await page.goBack();
    await expect.poll(() => location(page)).not.toBe(`/manager/market/athletes/${athlete.id}`);
    await expect.poll(() => panel(page).count()).toBe(0);
  });

  it('R4.102, R4.106, R4.108: on a phone the panel fills the screen, shows the empty text of a category, and Escape hands the focus back', async () => {
    const page = await signedIn(PHONE);
    await page.goto('/manager');
    await expectHeading(page, /./);
    await searchButton(page).click();
    const box = await panel(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await panelShot(page, 'search-empty');

    await field(page).fill('demo');
    await tab(page, 'Users').click();
    await panel(page).getByRole('link', { name: 'demo', exact: true }).waitFor();
    await panelShot(page, 'search-users');

    await field(page).fill('qqxqzz');
    await panel(page).getByRole('heading', { name: 'No users found' }).waitFor();
    await tab(page, 'Leagues').click();
    await panel(page).getByRole('heading', { name: 'No leagues found' }).waitFor();
    await panelShot(page, 'search-nothing');

    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);
    // The modal hands the focus back as it finishes closing, a moment after it leaves the page.
    await expect.poll(() => searchButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('R2.98: /user/search lands on /search, the panel as a page, searching its ?query=', async () => {
    const session = await newPage(browser, server.url, PHONE);
    contexts.push(session.context);
    const { page } = session;
    await page.goto('/user/search?query=demo');
    await expectLocation(page, '/search?query=demo');
    await expectHeading(page, 'Search');
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    expect(await search.inputValue()).toBe('demo');
    await page
      .getByRole('main')
      .getByRole('tab', { name: /^Users/ })
      .click();
    await page.getByRole('main').getByRole('link', { name: 'demo', exact: true }).waitFor();
    await expectAbsent(searchButton(page));
    await settleAnimations(page);
    await shot(page, 'search-page');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'search-page');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('R2.98, R4.95–R4.98: on /search the typed query goes into the address; a user found is followed from the result without opening the profile, and Back returns to the search', async () => {
    const page = await signedIn(PHONE);
    await page.goto('/search');
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search' }).fill('kai_slides');
    await expectLocation(page, '/search?query=kai_slides');
    await main.getByRole('tab', { name: /^Users/ }).click();
    const follow = main.getByRole('button', { name: /^(Follow|Following) kai_slides$/ });
    const before = await follow.textContent();
    await follow.click();
    await expect.poll(() => follow.textContent()).not.toBe(before);
    // The button sits over the row's stretched profile link: the click stayed on the search.
    expect(location(page)).toBe('/search?query=kai_slides');
    await settleAnimations(page);
    await shot(page, 'search-users-follow');
    await page.setViewportSize(DESKTOP);
    await settleAnimations(page);
    await shot(page, 'search-users-follow');
    expect(await seriousViolations(page)).toEqual([]);
    await follow.click();
    await expect.poll(() => follow.textContent()).toBe(before);

    await main.getByRole('link', { name: 'kai_slides', exact: true }).click();
    await expectLocation(page, '/profile/kai_slides');
    await page.goBack();
    await expectLocation(page, '/search?query=kai_slides');
    expect(await main.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('kai_slides');
  });
});
