import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import {
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  shotBoth,
  welcomedManager,
} from './support/journey.ts';
import { type RunningServer, STAFF, startServer } from './support/server.ts';
import { signedInPage } from './support/signed-in.ts';

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

async function signedIn(account: { email: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const session = await signedInPage(browser, server, account, viewport);
  context = session.context;
  return session.page;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A day from today as a datetime-local input's value, in the browser's (and this machine's) zone. */
const localInput = (daysFromToday: number, hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() + daysFromToday);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
};

const HEADER =
  'set_name,set_description,set_starts_at,set_ends_at,name,description,condition,target,reward_kind,reward_amount,reward_card_tier';

describe('staff challenges (issue 16.6)', () => {
  it('staff create a set and a challenge through the forms and find the set on the calendar (R2.81, R2.83, R2.84, R2.85, R2.87)', async () => {
    const tag = randomBytes(3).toString('hex');
    const setName = `Kick-off ${tag}`;
    const page = await signedIn(STAFF);
    await page.goto('/admin/dashboard');
    await expectHeading(page, 'Dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Challenges' }).click();
    await expectLocation(page, '/admin/challenges');
    await expectHeading(page, 'Challenges');
    await expect.poll(() => page.title()).toBe('Challenges - Shred League');
    // The demo season's sets are listed on first start.
    await page.getByRole('article').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'admin-challenges');

    await page.getByRole('link', { name: 'New set' }).click();
    await expectLocation(page, '/admin/challenges/new/challenge-set');
    await expectHeading(page, 'New Challenge Set');
    await page.getByLabel('Name').fill(setName);
    await page.getByLabel('Description').fill('Three days to get going.');
    await page.getByLabel('Starts').fill(localInput(0, 0));
    await page.getByLabel('Ends').fill(localInput(-1, 0));
    await page.getByRole('button', { name: 'Create set' }).click();
    await page.getByText('The set must end after it starts.').waitFor();
    await shotBoth(page, 'admin-challenge-set-new');
    await page.getByLabel('Ends').fill(localInput(3, 0));
    await page.getByRole('button', { name: 'Create set' }).click();
    await expectHeading(page, setName);
    await page.getByText('No challenges in this set').waitFor();
    const setPath = new URL(page.url()).pathname;
    expect(setPath).toMatch(/^\/admin\/challenges\/\d+$/);

    await page.getByRole('link', { name: 'Add challenge' }).click();
    await expectHeading(page, 'New Challenge');
    await expect.poll(() => page.getByLabel('Challenge set').inputValue()).toBe(setPath.split('/').pop());
    await page.getByLabel('Name', { exact: true }).fill('Podium captain');
    await page.getByLabel('Condition').selectOption('captain_top3');
    await page.getByLabel('Target').fill('1');
    await expectAbsent(page.getByLabel('Card tier'));
    await page.getByLabel('Reward').selectOption('card');
    await page.getByLabel('Card tier').selectOption('rare');
    await expectAbsent(page.getByLabel('Credits'));
    await shotBoth(page, 'admin-challenge-new');
    await page.getByRole('button', { name: 'Create challenge' }).click();
    await expectLocation(page, setPath);
    const row = page.getByRole('listitem').filter({ hasText: 'Podium captain' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Captain finishes in the top 3 once · A rare card');
    await shotBoth(page, 'admin-challenge-set');

    await page.goto('/admin/challenges/calendar');
    await expectHeading(page, 'Challenge Calendar');
    const bar = page.getByTestId('calendar-bar').filter({ hasText: setName }).first();
    await bar.waitFor();
    await page.getByTestId('calendar-today').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'admin-challenge-calendar');
    await page.setViewportSize(PHONE);
    const agendaItem = page
      .getByRole('list', { name: 'Challenge sets this month' })
      .getByRole('link', { name: new RegExp(setName) });
    await agendaItem.waitFor();
    await page.setViewportSize(DESKTOP);
    await bar.click();
    await expectLocation(page, setPath);
  });

  it('an import with a bad row is refused with its line, nothing written; a good file lands as a set (R2.82, R2.81, R2.87)', async () => {
    const tag = randomBytes(3).toString('hex');
    const good = `"Imported, ${tag}",From a file,2031-05-01T00:00:00Z,2031-05-15T00:00:00Z,Join 3 games,,join_games,3,credits,300,`;
    const bad = `"Imported, ${tag}",,2031-05-01T00:00:00Z,2031-05-15T00:00:00Z,Spin,,spin_wheel,3,credits,300,`;
    const page = await signedIn(STAFF);
    await page.goto('/admin/challenges');
    await expectHeading(page, 'Challenges');
    await page.getByRole('link', { name: 'Import' }).click();
    await expectLocation(page, '/admin/challenges/import');
    await expectHeading(page, 'Import Challenges');
    expect(await page.getByRole('link', { name: 'Template' }).getAttribute('download')).toBe(
      'challenges-template.csv',
    );

    await page.getByLabel('Challenges as CSV').fill([HEADER, good, bad].join('\n'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const report = page.getByRole('alert').filter({ hasText: 'Import rejected' });
    await report.waitFor();
    const line = report.getByRole('listitem').filter({ hasText: 'Line 3' });
    await line.waitFor();
    expect(await line.textContent()).toContain('condition: Use one of join_games');
    expect(await report.textContent()).toContain('nothing was imported');
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'admin-challenge-import-rejected');

    await page.getByLabel('Challenges as CSV').fill([HEADER, good].join('\n'));
    await page.getByRole('button', { name: 'Check and preview' }).click();
    await page.getByText('Ready to import · nothing written yet').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Challenges imported').waitFor();
    await shotBoth(page, 'admin-challenge-import-done');

    await page.goto('/admin/challenges');
    const listed = page.getByRole('article', { name: `Imported, ${tag}` });
    await listed.waitFor();
    expect(await listed.textContent()).toContain('Upcoming');
  });

  it('a manager is refused the staff challenge pages and calls (R2.81)', async () => {
    const manager = await welcomedManager(server, 'coach');
    expect((await api(server, 'GET', 'admin/challenge-sets/', { token: manager.token })).status).toBe(403);
    const page = await signedIn(manager.account);
    for (const path of ['/admin/challenges', '/admin/challenges/import', '/admin/challenges/calendar']) {
      await page.goto(path);
      await expectLocation(page, '/manager');
    }
    await expectAbsent(page.getByRole('heading', { level: 1, name: 'Challenges' }));
  });
});
