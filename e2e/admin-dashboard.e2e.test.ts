import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { expectHeading, expectLocation, logIn, newAccount, shot, shotBoth } from './support/journey.ts';
import { type RunningServer, STAFF, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const asNumber = (text: string | null) => Number((text ?? '').replaceAll(',', ''));

/** The Sign-ups tile and today's point of the Sign-ups chart (its last table row). */
async function signups(page: Page): Promise<{ total: number; today: number }> {
  const tile = page.locator('dt:text-is("Sign-ups") + dd');
  await tile.waitFor();
  const todayRow = page.getByRole('figure', { name: 'Sign-ups' }).getByRole('row').last();
  return {
    total: asNumber(await tile.textContent()),
    today: asNumber(await todayRow.getByRole('cell').last().textContent()),
  };
}

describe('staff dashboard (issue 17, R2.68, R2.87)', () => {
  it('counts a sign-up made in the browser a moment before: the 7-day total and today’s point each grow by one', async () => {
    const staff = await newPage(browser, server.url, DESKTOP);
    await logIn(staff.page, STAFF);
    await staff.page.goto('/admin/dashboard?days=7');
    await expectHeading(staff.page, 'Dashboard');
    await expect
      .poll(() => staff.page.getByRole('button', { name: '7 days', pressed: true }).count())
      .toBe(1);
    const before = await signups(staff.page);

    const visitor = await newPage(browser, server.url, PHONE);
    const account = newAccount('dash');
    await visitor.page.goto('/register');
    await visitor.page.getByLabel('E-mail').fill(account.email);
    await visitor.page.getByLabel('Password', { exact: true }).fill(account.password);
    await visitor.page.getByLabel('Username', { exact: true }).fill(account.username);
    await visitor.page.getByRole('button', { name: 'Create account' }).click();
    await expectLocation(visitor.page, '/register/details');
    await visitor.context.close();

    await staff.page.reload();
    await expect.poll(async () => (await signups(staff.page)).total).toBe(before.total + 1);
    expect((await signups(staff.page)).today).toBe(before.today + 1);
    await shotBoth(staff.page, 'admin-dashboard');

    // Every chart and table is there, and the sections stay reachable below them.
    for (const title of [
      'Daily active players',
      'Teams entered',
      'Credits bought and burned',
      'Market volume',
    ]) {
      expect(await staff.page.getByRole('figure', { name: title }).count()).toBe(1);
    }
    expect(await staff.page.getByRole('table', { name: 'Retention by sign-up week' }).count()).toBe(1);
    await staff.page
      .getByRole('navigation', { name: 'Staff sections' })
      .getByRole('link', { name: /Market/ })
      .click();
    await expectLocation(staff.page, '/admin/market');
    await staff.context.close();
  });

  it('lays out on a phone and switches to 90 days', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await logIn(page, STAFF);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: '90 days' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?days=90');
    await expect.poll(() => page.getByRole('figure', { name: 'Sign-ups' }).getByRole('row').count()).toBe(91);
    // Nothing wider than the phone's screen.
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        // Screen-reader-only tables lie clipped inside a 1-pixel box: they scroll nothing.
        .filter(
          (element) =>
            !element.closest('.sr-only') && element.getBoundingClientRect().right > window.innerWidth + 1,
        )
        .slice(0, 3)
        .map((element) => `${element.tagName} ${element.className}`),
    );
    expect(wider).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'admin-dashboard-90-phone');
    await context.close();
  });
});
