import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage } from './support/browser.ts';
import { expectHeading, expectLocation, logIn, shotBoth } from './support/journey.ts';
import { pngSize } from './support/png.ts';
import { DEMO, type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 17.4, the athlete zone: the demo athlete account reads how managers pick them, opens
 * Social Assets and downloads a story PNG, then opens one game's Competition Insights; a
 * manager who is no athlete reads why the zone is not theirs.
 */

const ATHLETE = { email: 'athlete@shredleague.app', password: 'shredleague' };

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

describe('athlete zone (R1.06, R2.64–R2.66, R6.04, R6.07)', () => {
  it('an athlete reads their ownership, downloads a story image and opens a game’s Competition Insights', async () => {
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    contexts.push(context);
    await logIn(page, ATHLETE);
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
    const { context, page } = await newPage(browser, server.url);
    contexts.push(context);
    await logIn(page, DEMO);
    await page.goto('/athlete-zone');
    await page
      .getByRole('heading', { name: 'The athlete zone is for athletes' })
      .waitFor({ timeout: 10_000 });
    await page.getByText(/staff link an athlete’s profile/).waitFor();
    await page.goto('/settings');
    await expectHeading(page, 'Settings');
    expect(await page.getByRole('link', { name: /Athlete zone/ }).count()).toBe(0);
    await shotBoth(page, 'athlete-zone-not-athlete');
  });

  it('sends a signed-out visitor to log in first (R2.104)', async () => {
    const { context, page } = await newPage(browser, server.url);
    contexts.push(context);
    await page.goto('/athlete-zone/assets');
    await expectLocation(page, '/auth?next=/athlete-zone/assets');
  });
});
