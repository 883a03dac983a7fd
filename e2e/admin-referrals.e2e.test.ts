import { REFERRAL_CREDITS } from '@shred/game';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  api,
  expectHeading,
  expectLocation,
  logIn,
  newAccount,
  shotBoth,
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
    await context?.close();
    const managerPage = await signedIn(host.account);
    await managerPage.goto('/admin/referrals');
    await expectLocation(managerPage, '/manager');
    expect(await managerPage.getByRole('heading', { level: 1, name: 'Referrals' }).count()).toBe(0);
  });
});
