import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, settleAnimations } from './support/browser.ts';
import {
  api,
  expectHeading,
  expectLocation,
  location,
  logIn,
  shotBoth,
  welcomedManager,
} from './support/journey.ts';
import { type RunningServer, STAFF, startServer } from './support/server.ts';

/**
 * Issue 16.5 and 16.7, rewards and achievements: staff finalise a game three managers played;
 * the runner-up finds the achievement modal once, opens /manager/rewards, claims 100 credits
 * with a moment of celebration and finds them in the balance; the winner claims an epic card.
 */

let server: RunningServer;
let browser: Browser;
let staffToken: string;
const contexts: BrowserContext[] = [];

interface Manager {
  account: { email: string; password: string; username: string };
  token: string;
}
interface Card {
  id: number;
  card_instance_id: number;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  staffToken = ((await api(server, 'POST', 'users/token/', { body: STAFF })).body as { access: string })
    .access;
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const staffApi = async (method: string, path: string, body?: unknown) => {
  const res = await api(server, method, path, { token: staffToken, ...(body === undefined ? {} : { body }) });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
};

/**
 * Staff open a snowboard slopestyle game whose final starts in 10 minutes, sooner than any demo
 * round, so a new manager's starter squad fields a team for it.
 */
async function openGame(): Promise<{ id: number; name: string; slug: string; startlist: number[] }> {
  const athletes = (
    (await staffApi('GET', 'athletes/?sport=snowboarding&gender=M&page_size=10')) as {
      results: Array<{ id: number }>;
    }
  ).results.map((a) => a.id);
  const today = new Date().toISOString().slice(0, 10);
  const event = (await staffApi('POST', 'admin/events/', {
    name: `Reward Jam ${randomBytes(3).toString('hex')}`,
    location: 'Laax, Switzerland',
    date_from: today,
    date_to: today,
    sports: ['snowboarding'],
  })) as { slug: string };
  const game = (await staffApi('POST', `admin/events/${event.slug}/games/`, {
    sport: 'snowboarding',
    discipline: 'slopestyle',
    gender: 'M',
    competitions: [{ name: 'Final', starts_at: new Date(Date.now() + 10 * 60_000).toISOString() }],
    startlist: athletes,
  })) as { id: number; name: string };
  await staffApi('POST', `admin/games/${game.id}/status/`, { status: 'OPN' });
  return { id: game.id, name: game.name, slug: event.slug, startlist: athletes };
}

/**
 * Three managers enter the same five athletes, each captaining a different one; the results put
 * those five first, in the order the captains were chosen, so the captains' ×1.5 ranks them 1, 2, 3.
 */
async function playAndFinalise(game: { id: number; slug: string; startlist: number[] }, managers: Manager[]) {
  const decks = await Promise.all(
    managers.map(async (m) => {
      const cards = (await api(server, 'GET', 'cards/athlete-cards/', { token: m.token })).body as Card[];
      return new Map(
        cards.filter((c) => game.startlist.includes(c.id)).map((c) => [c.id, c.card_instance_id]),
      );
    }),
  );
  const shared = game.startlist.filter((id) => decks.every((deck) => deck.has(id))).slice(0, 5);
  expect(shared, 'every starter squad fields the same five of this game').toHaveLength(5);
  for (const [index, manager] of managers.entries()) {
    const picks = shared.map((athlete_id) => ({
      athlete_id,
      card_instance_id: decks[index]?.get(athlete_id) ?? 0,
    }));
    const sent = await api(server, 'POST', `games/${game.id}/teams/`, {
      token: manager.token,
      body: { mode: 'manager', picks, captain_id: shared[index] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }
  const order = [...shared, ...game.startlist.filter((id) => !shared.includes(id))];
  await staffApi('POST', `admin/events/${game.slug}/results/`, {
    results: order.map((athlete_id, i) => ({ game_id: game.id, athlete_id, place: i + 1 })),
  });
  const rankOf = async (m: Manager) =>
    (
      (await api(server, 'GET', `games/${game.id}/my-teams/?mode=manager`, { token: m.token })).body as {
        results: Array<{ rank: number | null }>;
      }
    ).results[0]?.rank ?? 0;
  for (const manager of managers) await expect.poll(() => rankOf(manager)).toBeGreaterThan(0);
  await staffApi('POST', `admin/games/${game.id}/finalise/`);
  expect(await Promise.all(managers.map(rankOf))).toEqual([1, 2, 3]);
}

async function checkScreen(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  expect(await seriousViolations(page), location(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${location(page)} is wider than the screen`).toBeLessThanOrEqual(0);
  await shotBoth(page, name);
}

describe('rewards and achievements (issue 16.5, 16.7)', () => {
  it('a finalised game rewards its podium: the runner-up sees each achievement once, claims 100 credits with a celebration and finds them in the balance; the winner claims an epic card (R2.56, R2.57, R2.139)', async () => {
    const game = await openGame();
    const managers = await Promise.all(
      ['winner', 'runner', 'third'].map((prefix) => welcomedManager(server, prefix, ['snowboarding'])),
    );
    await playAndFinalise(game, managers);
    const [winner, runner] = managers;
    if (!winner || !runner) throw new Error('three managers play');
    const startBalance = (
      (await api(server, 'GET', 'cards/credits/', { token: runner.token })).body as {
        balance: number;
      }
    ).balance;

    const { context, page } = await newPage(browser, server.url, DESKTOP, { achievements: true });
    contexts.push(context);
    await logIn(page, runner.account);
    await expectLocation(page, '/manager');

    // The milestones the game earned open the achievement modal, one after the other, once each
    // (the demo season's running challenges may add one: a team entered can complete one).
    const seen: string[] = [];
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 20_000 });
    while ((await dialog.count()) > 0) {
      const name = (await dialog.getByRole('heading').textContent()) ?? '';
      seen.push(name);
      if (name === 'First Podium') {
        expect(await dialog.getByRole('link', { name: /Learn More/ }).getAttribute('target')).toBe('_blank');
        await checkScreen(page, 'achievement-modal');
      }
      await dialog.getByRole('button', { name: 'Close' }).click();
      // The next one in line opens as a dialog of its own.
      await page.getByRole('dialog', { name }).waitFor({ state: 'detached' });
      await page.waitForTimeout(500);
    }
    expect(seen).toEqual(expect.arrayContaining(['First Team', 'First Podium']));
    expect(new Set(seen).size).toBe(seen.length);

    // Manager Home links to the rewards.
    await page
      .getByRole('navigation', { name: 'Jump in' })
      .getByRole('link', { name: /Rewards/ })
      .click();
    await expectLocation(page, '/manager/rewards');
    await expectHeading(page, 'Rewards');
    const item = page.getByRole('link', { name: new RegExp(`Top 10% in ${game.name}`) });
    expect(await item.textContent()).toContain('100 credits');
    expect(await item.textContent()).toContain('Claim');
    await checkScreen(page, 'rewards-list');

    await item.click();
    await expect.poll(() => location(page)).toMatch(/^\/manager\/rewards\/\d+$/);
    await expectHeading(page, 'Claim Reward');
    await checkScreen(page, 'reward-claim');
    await page.getByRole('button', { name: 'Claim Reward' }).click();
    await page.getByRole('heading', { name: '+100 credits' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Your balance' }).textContent()).toContain(
      `Your balance is now ${(startBalance + 100).toLocaleString('en')} credits.`,
    );
    await checkScreen(page, 'reward-claimed');

    // The credits are in the balance the market shows.
    await page.getByRole('link', { name: 'Spend on a draft' }).click();
    await expect
      .poll(() => page.getByTestId('credit-balance').first().textContent())
      .toContain((startBalance + 100).toLocaleString('en'));

    // Back in the list the reward is claimed and greyed; no achievement shows again.
    await page.goto('/manager/rewards');
    await expect.poll(() => item.textContent()).toContain('Claimed');
    await page.reload();
    await expectHeading(page, 'Rewards');
    await page.waitForTimeout(1_500);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The profile lists the achievements earned, with their badges.
    await page.goto(`/profile/${runner.account.username}`);
    const achievements = page.getByRole('region', { name: 'Achievements' });
    await achievements.getByText('First Podium', { exact: true }).waitFor();
    expect(await achievements.getByText('First Team', { exact: true }).count()).toBe(1);
    expect(await achievements.getByRole('img').count()).toBe(0);
    expect(await achievements.locator('img').count()).toBeGreaterThanOrEqual(2);
    await checkScreen(page, 'profile-achievements');

    // The winner claims an epic card on a phone.
    const phone = await newPage(browser, server.url, PHONE);
    contexts.push(phone.context);
    await logIn(phone.page, winner.account);
    await phone.page.goto('/manager/rewards');
    await phone.page.getByRole('link', { name: new RegExp(`Top 1% in ${game.name}`) }).click();
    await phone.page.getByRole('button', { name: 'Claim Reward' }).click();
    await phone.page.getByRole('heading', { name: 'New card!' }).waitFor();
    expect(await phone.page.getByRole('status').filter({ hasText: 'joins your athletes' }).count()).toBe(1);
    await checkScreen(phone.page, 'reward-card-claimed');
  });

  it('explains how to earn rewards to a manager who has none yet (R2.56)', async () => {
    const { account } = await welcomedManager(server, 'empty');
    const { context, page } = await newPage(browser, server.url, PHONE);
    contexts.push(context);
    await logIn(page, account);
    await page.goto('/manager/rewards');
    await page.getByRole('heading', { name: 'No rewards yet' }).waitFor();
    await checkScreen(page, 'rewards-empty');
  });
});
