import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  expectHeading,
  expectLocation,
  location,
  logIn,
  shotBoth,
  welcomedManager,
} from './support/journey.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('social: follow a manager and find yourself among their followers (issue 15.4)', () => {
  it('a manager opens jonas_bmx, sees his level and XP progress, follows him, and is listed in his followers; follows from his following list (R1.14, R3.30, R4.97, R4.98)', async () => {
    const { account } = await welcomedManager(server, 'social');
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await logIn(page, account);
    await expectLocation(page, '/manager');

    // jonas_bmx: a demo manager with 650 XP and what the demo's challenges add, a Local between
    // 500 and Ripper's 2,000: the bar shows how far he is along those 1,500.
    await page.goto('/profile/jonas_bmx');
    await expectHeading(page, 'jonas_bmx');
    const summary = page.getByRole('region', { name: 'Profile' });
    await expect.poll(() => summary.getByText(/^Level/).textContent()).toBe('Level Local');
    const level = page.getByRole('region', { name: 'Local' });
    const toGo = level.getByText('XP to Ripper');
    await expect.poll(() => toGo.textContent()).toMatch(/^[\d,]+ XP to Ripper$/);
    const left = Number((await toGo.textContent())?.replace(/\D/g, ''));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(1_350);
    expect(await level.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      String(Math.round(((1_500 - left) / 1_500) * 100)),
    );
    await shotBoth(page, 'social-profile-jonas');

    const follow = summary.getByRole('button', { name: /^Follow(ing)?$/ });
    await expect.poll(() => follow.textContent()).toBe('Follow');
    const followers = summary.getByRole('link', { name: /followers?$/ });
    const before = Number((await followers.textContent())?.match(/\d+/)?.[0]);
    await follow.click();
    await expect.poll(() => follow.textContent()).toBe('Following');
    await expect
      .poll(() => followers.textContent())
      .toBe(`${before + 1} ${before + 1 === 1 ? 'follower' : 'followers'}`);

    await followers.click();
    await expectLocation(page, '/profile/jonas_bmx/followers');
    await expectHeading(page, 'Followers');
    const list = page.getByRole('region', { name: 'Followers' });
    const me = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: account.username }) });
    await expect.poll(() => me.count()).toBe(1);
    // Themselves: marked You, a new manager's level, and no button to follow themselves.
    expect(await me.getByText('You', { exact: true }).isVisible()).toBe(true);
    expect(await me.getByText('Grom').isVisible()).toBe(true);
    expect(await me.getByRole('button').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'social-followers');

    // The following tab: jonas follows mia.rips (a verified Legend); follow her from the list.
    await page
      .getByRole('navigation', { name: 'Follows' })
      .getByRole('link', { name: /^Following/ })
      .click();
    await expectLocation(page, '/profile/jonas_bmx/following');
    const mia = page
      .getByRole('region', { name: 'Following' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'mia.rips' }) });
    await mia.getByText('Legend').waitFor();
    expect(await mia.getByRole('img', { name: 'Verified' }).isVisible()).toBe(true);
    await mia.getByRole('button', { name: 'Follow mia.rips' }).click();
    await mia.getByRole('button', { name: 'Following mia.rips' }).waitFor();
    await shotBoth(page, 'social-following');

    // Both follows are stored: the manager's own following list, after a reload, holds both.
    await page.goto(`/profile/${account.username}/following`);
    await expectHeading(page, 'Following');
    const mine = page.getByRole('region', { name: 'Following' }).getByRole('link');
    await expect.poll(() => mine.allTextContents()).toEqual(['mia.rips', 'jonas_bmx']);
    await context.close();
  });

  it('shows an anonymous visitor the followers list without follow buttons, and a phone the empty list', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await page.goto('/profile/mia.rips/followers');
    await expectHeading(page, 'Followers');
    const list = page.getByRole('region', { name: 'Followers' });
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(await list.getByRole('button').count()).toBe(0);
    await page.goto('/profile/ayumi/followers');
    await expectHeading(page, 'Followers');
    await page.getByRole('heading', { name: 'No one follows ayumi yet' }).waitFor();
    expect(location(page)).toBe('/profile/ayumi/followers');
    await shotBoth(page, 'social-followers-empty');
    await context.close();
  });
});
