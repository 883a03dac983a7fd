import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  shotBoth,
  welcomedManager,
} from './support/journey.ts';
import { pngSize } from './support/png.ts';
import { DEMO, type RunningServer, STAFF, startServer } from './support/server.ts';
import { signedInPage } from './support/signed-in.ts';

/**
 * The athletes' side of the game. Issue 17.4, the athlete zone: the demo athlete account reads
 * how managers pick them, opens Social Assets and downloads a story PNG, then opens one game's
 * Competition Insights; a manager who is no athlete reads why the zone is not theirs.
 * Requirements A7, athlete claims: a manager who is an athlete asks for their profile from the
 * athlete zone, staff approve it on /admin/athlete-claims, and the zone opens for them. The
 * claim takes an athlete the demo athlete account does not hold, so both share one server.
 */

const ATHLETE = { email: 'athlete@shredleague.app', password: 'shredleague' };

interface ListedAthlete {
  id: number;
  first_name: string;
  last_name: string;
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

async function signedIn(account: { email: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const { context, page } = await signedInPage(browser, server, account, viewport);
  contexts.push(context);
  return page;
}

describe('athlete zone (R1.06, R2.64–R2.66, R6.04, R6.07)', () => {
  it('an athlete reads their ownership, downloads a story image and opens a game’s Competition Insights', async () => {
    const page = await signedIn(ATHLETE);
    await page.goto('/settings');
    await page.getByRole('link', { name: /Athlete zone/ }).click();
    await expectLocation(page, '/athlete-zone');
    await expectHeading(page, 'Athlete zone');
    await expect.poll(() => page.title()).toBe('Athlete zone - Shred League');
    const ownership = page
      .locator('dt', { hasText: /^Ownership$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect
      .poll(async () => (await ownership.textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/^\d+(\.\d)?%$/);
    await page.getByText(/^Picked by \d+ managers? in \d{4}$/).waitFor();
    await page.getByRole('figure', { name: 'My fantasy points per game' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'athlete-zone');

    await page.getByRole('link', { name: 'Social Assets' }).click();
    await expectHeading(page, 'Social Assets');
    await page.getByRole('img', { name: 'Share image: My results, story' }).waitFor({ timeout: 20_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download My results, story (PNG)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^shred-league-[a-z0-9-]+-results-story\.png$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect(pngSize(bytes)).toEqual({ width: 1080, height: 1920 });
    await page.getByRole('img', { name: 'Share image: My fan numbers, post' }).waitFor({ timeout: 20_000 });
    await shotBoth(page, 'athlete-zone-assets');

    await page.getByRole('link', { name: 'Athlete zone' }).first().click();
    await expectHeading(page, 'Athlete zone');
    await page
      .getByRole('link', { name: /Competition Insights/ })
      .last()
      .click();
    await expectHeading(page, 'Competition Insights');
    expect(new URL(page.url()).pathname).toMatch(/^\/athlete-zone\/game\/\d+$/);
    await page.getByText('My ownership').waitFor();
    await page.getByRole('figure', { name: 'Most picked in this game' }).waitFor();
    await page.getByText(/^\d+ of \d+ teams$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'athlete-zone-game');
  });

  it('a signed-in manager who is not an athlete reads why the zone is not theirs', async () => {
    const page = await signedIn(DEMO, PHONE);
    await page.goto('/athlete-zone');
    await page
      .getByRole('heading', { name: 'The athlete zone is for athletes' })
      .waitFor({ timeout: 10_000 });
    await page.getByText(/staff link an athlete’s profile/).waitFor();
    await page.goto('/settings');
    await expectHeading(page, 'Settings');
    await expectAbsent(page.getByRole('link', { name: /Athlete zone/ }));
    await shotBoth(page, 'athlete-zone-not-athlete');
  });

  it('sends a signed-out visitor to log in first (R2.104)', async () => {
    const { context, page } = await newPage(browser, server.url);
    contexts.push(context);
    await page.goto('/athlete-zone/assets');
    await expectLocation(page, '/auth?next=/athlete-zone/assets');
  });
});

/** A demo athlete among the highest rated whom no account speaks for (the demo athlete account holds one). */
async function unclaimedAthlete(): Promise<ListedAthlete> {
  const token = await api(server, 'POST', 'users/token/', { body: ATHLETE });
  const zone = await api(server, 'GET', 'athlete-zone/', {
    token: (token.body as { access: string }).access,
  });
  expect(zone.status).toBe(200);
  const linked = (zone.body as { athlete: ListedAthlete }).athlete.id;
  const list = await api(server, 'GET', 'athletes/?page_size=5');
  const athlete = (list.body as { results: ListedAthlete[] }).results.find((a) => a.id !== linked);
  if (!athlete) throw new Error('no demo athlete to claim');
  return athlete;
}

describe('athlete claims (requirements A7)', () => {
  it('a manager asks for their athlete profile, staff approve it, and the athlete zone opens for them (requirements A7, R2.64, R6.04)', async () => {
    const athlete = await unclaimedAthlete();
    const name = `${athlete.first_name} ${athlete.last_name}`;
    const { account } = await welcomedManager(server, 'claimer');

    const manager = await signedIn(account, PHONE);
    await manager.goto('/athlete-zone');
    await manager
      .getByRole('heading', { name: 'The athlete zone is for athletes' })
      .waitFor({ timeout: 10_000 });
    await manager.getByText(/Ask for your athlete profile below/).waitFor();
    const box = manager.getByRole('combobox', { name: 'Which athlete are you?' });
    await box.fill(athlete.last_name);
    await manager
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .waitFor();
    await shotBoth(manager, 'athlete-claim-search');
    await manager
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
    await expect.poll(() => manager.getByTestId('picked-athlete').textContent()).toBe(name);
    await manager
      .getByRole('textbox', { name: /Message to staff/ })
      .fill('I ride for my national team, ask my coach at team@example.test');
    expect(await seriousViolations(manager)).toEqual([]);
    await shotBoth(manager, 'athlete-claim-form');
    await manager.getByRole('button', { name: 'Send request' }).click();
    await manager.getByText('Waiting for staff').waitFor();
    await manager.getByText(new RegExp(`Staff check that you are ${name}`)).waitFor();
    expect(await seriousViolations(manager)).toEqual([]);
    await shotBoth(manager, 'athlete-claim-waiting');

    const staff = await signedIn(STAFF);
    await staff.goto('/admin/dashboard');
    await staff
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Athlete claims' })
      .click();
    await expectHeading(staff, 'Athlete claims');
    await expect.poll(() => staff.title()).toBe('Athlete claims - Shred League');
    const row = staff.getByRole('listitem', { name });
    await row.getByRole('link', { name: `@${account.username}` }).waitFor();
    await row.getByText('I ride for my national team, ask my coach at team@example.test').waitFor();
    expect(await seriousViolations(staff)).toEqual([]);
    await shotBoth(staff, 'admin-athlete-claims');
    await row.getByRole('button', { name: `Approve: link @${account.username} to ${name}` }).click();
    await row.waitFor({ state: 'detached' });
    await staff.getByRole('tab', { name: 'Approved' }).click();
    await staff.getByRole('listitem', { name }).getByText('Approved', { exact: true }).waitFor();
    await shotBoth(staff, 'admin-athlete-claims-approved');

    await manager.reload();
    await expectHeading(manager, 'Athlete zone');
    await manager
      .getByRole('heading', { name: 'The athlete zone is for athletes' })
      .waitFor({ state: 'detached' });
    await manager.getByRole('region', { name }).waitFor({ timeout: 15_000 });
    await shotBoth(manager, 'athlete-claim-zone');
  });
});
