import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { api, expectHeading, logIn, shotBoth, welcomedManager } from './support/journey.ts';
import { type RunningServer, STAFF, startServer } from './support/server.ts';

/**
 * Requirements A7, athlete claims: a manager who is an athlete asks for their profile from the
 * athlete zone, staff approve it on /admin/athlete-claims, and the zone opens for them.
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
  const { context, page } = await newPage(browser, server.url, viewport);
  contexts.push(context);
  await logIn(page, account);
  return page;
}

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
