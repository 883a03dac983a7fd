import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  api,
  expectHeading,
  expectLocation,
  logIn,
  shotBoth,
  submitLogin,
  welcomedManager,
} from './support/journey.ts';
import { type RunningServer, STAFF, startServer } from './support/server.ts';

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
  const session = await newPage(browser, server.url, viewport);
  context = session.context;
  await logIn(session.page, account);
  return session.page;
}

async function staffToken(): Promise<string> {
  const res = await api(server, 'POST', 'users/token/', { body: STAFF });
  expect(res.status).toBe(200);
  return (res.body as { access: string }).access;
}

/** Confirm the dialog the last click opened with its button named `action`. */
async function confirmWith(page: Page, action: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('staff user management (issue 17.5)', () => {
  it('staff find a demo manager by search, grant 250 credits with a reason, see the balance and the ledger line, and verify them (R2.69, R2.70, R2.87)', async () => {
    const token = await staffToken();
    const before = await api(server, 'GET', 'admin/users/mia.rips/', { token });
    expect(before.status).toBe(200);
    const { credits: balance, is_verified: wasVerified } = before.body as {
      credits: number;
      is_verified: boolean;
    };

    const page = await signedIn(STAFF);
    await page.goto('/admin/dashboard');
    await expectHeading(page, 'Dashboard');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Users', exact: true })
      .click();
    await expectLocation(page, '/admin/users');
    await expectHeading(page, 'Users');
    await page.getByRole('table', { name: 'Users' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'admin-users');

    await page.getByRole('searchbox', { name: 'Search users' }).fill('mia.r');
    await expectLocation(page, '/admin/users?query=mia.r');
    const row = page.getByRole('row').filter({ hasText: 'mia.rips' });
    await row.waitFor();
    await row.getByRole('link', { name: 'mia.rips' }).click();
    await expectLocation(page, '/admin/users/mia.rips');
    await expectHeading(page, '@mia.rips');
    await expect.poll(() => page.title()).toBe('User - Shred League');

    const credits = page.getByRole('region', { name: 'Credits' });
    const form = credits.getByRole('form', { name: 'Grant credits' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('250');
    await form.getByRole('textbox', { name: 'Reason' }).fill('Photo contest winner');
    await form.getByRole('button', { name: 'Grant credits' }).click();
    await confirmWith(page, 'Grant credits');
    const after = (balance + 250).toLocaleString('en');
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe(`+250 credits recorded. New balance: ${after}.`);
    await expect.poll(() => credits.textContent()).toContain(`${after}credits`);

    const verified = page.getByRole('switch', { name: 'Verified' });
    expect(await verified.isChecked()).toBe(wasVerified);
    await verified.click();
    await expect.poll(() => verified.isChecked()).toBe(!wasVerified);
    const saved = await api(server, 'GET', 'admin/users/mia.rips/', { token });
    expect(saved.body).toMatchObject({ credits: balance + 250, is_verified: !wasVerified });
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'admin-user');

    await page.getByRole('tab', { name: /^Ledger/ }).click();
    const line = page.getByRole('list', { name: 'Credit movements' }).getByRole('listitem').first();
    await expect.poll(() => line.textContent()).toContain('Photo contest winner');
    expect(await line.textContent()).toContain(`+250Balance ${after}`);
    await page.getByRole('tab', { name: /^History/ }).click();
    const history = page.getByRole('list', { name: 'Staff history' });
    await expect.poll(() => history.textContent()).toContain('+250 credits: Photo contest winner');
    await page.setViewportSize(PHONE);
    await shotBoth(page, 'admin-user-history');
  });

  it('staff deactivate a fresh account: its login is refused with the reason, until staff reactivate it (R2.70)', async () => {
    const player = await welcomedManager(server, 'gone');
    const page = await signedIn(STAFF, PHONE);
    await page.goto(`/admin/users/${player.account.username}`);
    await expectHeading(page, `@${player.account.username}`);
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await confirmWith(page, 'Deactivate');
    await page.getByRole('button', { name: 'Reactivate account' }).waitFor();
    await page.getByRole('list', { name: 'Account' }).getByText('Deactivated').waitFor();
    // The player's token stopped working at once.
    expect((await api(server, 'GET', 'users/me/', { token: player.token })).status).toBe(401);

    const refused = await newPage(browser, server.url, PHONE);
    await refused.page.goto('/login');
    await submitLogin(refused.page, player.account);
    await refused.page.getByText('This account has been deactivated. Contact support.').waitFor();
    await expectLocation(refused.page, '/login');
    await refused.context.close();

    await page.getByRole('button', { name: 'Reactivate account' }).click();
    await confirmWith(page, 'Reactivate');
    await page.getByRole('button', { name: 'Deactivate account' }).waitFor();
    const back = await api(server, 'POST', 'users/token/', {
      body: { email: player.account.email, password: player.account.password },
    });
    expect(back.status).toBe(200);
  });
});
