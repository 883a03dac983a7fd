import { REFERRAL_CREDITS } from '@shred/game';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  newAccount,
  shot,
  shotBoth,
  submitLogin,
  welcomedManager,
} from './support/journey.ts';
import { type RunningServer, STAFF, startServer } from './support/server.ts';
import { signedInPage } from './support/signed-in.ts';

/**
 * The staff tools about people and figures: the dashboard's counts, the referrals, a user's
 * credits, verification and deactivation. One server: each journey makes the accounts it
 * changes, and the dashboard's sign-up count is read before and after its own sign-up.
 */

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
    const staff = await signedIn(STAFF);
    await staff.goto('/admin/dashboard?days=7');
    await expectHeading(staff, 'Dashboard');
    await expect.poll(() => staff.getByRole('button', { name: '7 days', pressed: true }).count()).toBe(1);
    const before = await signups(staff);

    const visitor = await newPage(browser, server.url, PHONE);
    const account = newAccount('dash');
    await visitor.page.goto('/register');
    await visitor.page.getByLabel('E-mail').fill(account.email);
    await visitor.page.getByLabel('Password', { exact: true }).fill(account.password);
    await visitor.page.getByLabel('Username', { exact: true }).fill(account.username);
    await visitor.page.getByRole('button', { name: 'Create account' }).click();
    await expectLocation(visitor.page, '/register/details');
    await visitor.context.close();

    await staff.reload();
    await expect.poll(async () => (await signups(staff)).total).toBe(before.total + 1);
    expect((await signups(staff)).today).toBe(before.today + 1);
    await shotBoth(staff, 'admin-dashboard');

    // Every chart and table is there, and the sections stay reachable below them.
    for (const title of [
      'Daily active players',
      'Teams entered',
      'Credits bought and burned',
      'Market volume',
    ]) {
      expect(await staff.getByRole('figure', { name: title }).count()).toBe(1);
    }
    expect(await staff.getByRole('table', { name: 'Retention by sign-up week' }).count()).toBe(1);
    await staff
      .getByRole('navigation', { name: 'Staff sections' })
      .getByRole('link', { name: /Market/ })
      .click();
    await expectLocation(staff, '/admin/market');
  });

  it('lays out on a phone and switches to 90 days', async () => {
    const page = await signedIn(STAFF, PHONE);
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
  });
});

describe('staff referrals (issue 15.5)', () => {
  it('staff see a referral made through an invite, with its league and the reward paid once the invitee is onboarded; a manager is refused (R2.80, R2.87)', async () => {
    const host = await welcomedManager(server, 'host');
    const created = await api(server, 'POST', 'leagues/', {
      token: host.token,
      body: { name: `Invite Crew ${host.id}` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const league = created.body as { slug: string; name: string };
    // Registering by the invite link: the inviter's id and the league travel with the sign-up.
    const invitee = newAccount('guest');
    const res = await api(server, 'POST', 'users/register/', {
      body: {
        credentials: { email: invitee.email, password: invitee.password, username: invitee.username },
        inviterId: String(host.id),
        leagueSlug: league.slug,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const inviteeToken = (res.body as { access: string }).access;
    const { id: inviteeId } = (await api(server, 'GET', 'users/me/', { token: inviteeToken })).body as {
      id: number;
    };
    const welcome = await api(server, 'PUT', `users/profile/${inviteeId}/`, {
      token: inviteeToken,
      body: { completed_manager_welcome: true },
    });
    expect(welcome.status, JSON.stringify(welcome.body)).toBe(200);

    const page = await signedIn(STAFF);
    await page.goto('/admin/dashboard');
    await expectHeading(page, 'Dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Referrals' }).click();
    await expectLocation(page, '/admin/referrals');
    await expectHeading(page, 'Referrals');
    await expect.poll(() => page.title()).toBe('Referrals - Shred League');
    // The demo season's referrals fill the screen on first start.
    await page.getByRole('table', { name: 'Referrals, newest first' }).waitFor();
    const topInviters = page.getByRole('list', { name: 'Top inviters' }).getByRole('link');
    await expect
      .poll(() => topInviters.allTextContents())
      .toEqual(expect.arrayContaining(['demo', 'kai_slides', 'mia.rips', host.account.username]));
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'admin-referrals');

    await page.getByRole('searchbox', { name: 'Search by username' }).fill(invitee.username.slice(0, 8));
    await expectLocation(page, `/admin/referrals?query=${invitee.username.slice(0, 8)}`);
    const row = page.getByRole('row').filter({ hasText: invitee.username });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(`Paid ${REFERRAL_CREDITS} credits`);
    expect(await row.getByRole('link', { name: host.account.username }).getAttribute('href')).toBe(
      `/profile/${host.account.username}`,
    );
    expect(await row.getByRole('link', { name: league.name }).getAttribute('href')).toBe(
      `/manager/leagues/${league.slug}`,
    );
    await page.setViewportSize(PHONE);
    const card = page.getByRole('listitem').filter({ hasText: invitee.username });
    await card.waitFor();
    expect(await card.textContent()).toContain(`Paid ${REFERRAL_CREDITS} credits`);
    await shotBoth(page, 'admin-referrals-search');

    // A manager: the API answers 403 and the screen sends them back to the game.
    const refused = await api(server, 'GET', 'admin/referrals/', { token: host.token });
    expect(refused.status).toBe(403);
    const managerPage = await signedIn(host.account);
    await managerPage.goto('/admin/referrals');
    await expectLocation(managerPage, '/manager');
    await expectAbsent(managerPage.getByRole('heading', { level: 1, name: 'Referrals' }));
  });
});

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
