import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  expectVisible,
  location,
  shotBoth,
  welcomedManager,
} from './support/journey.ts';
import { checkScreen } from './support/screen-check.ts';
import { type RunningServer, STAFF, startServer } from './support/server.ts';
import { signedInPage } from './support/signed-in.ts';

/**
 * What a manager earns besides points, on one server, each journey with its own managers:
 * follows and levels (issue 15.4), challenges and their rewards (issue 16.6), and the rewards
 * and achievements of a finalised game (issue 16.5, 16.7). Social runs first: the challenge sets
 * staff open later count follows, and their rewards' XP would lift its newcomer above Grom.
 */

let server: RunningServer;
let browser: Browser;
let staffToken: string;
const contexts: BrowserContext[] = [];

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

async function signedIn(
  account: { email: string; password: string },
  viewport = DESKTOP,
  options: { achievements?: boolean } = {},
): Promise<Page> {
  const { context, page } = await signedInPage(browser, server, account, viewport, options);
  contexts.push(context);
  return page;
}

describe('social: follow a manager and find yourself among their followers (issue 15.4)', () => {
  it('a manager opens jonas_bmx, sees his level and XP progress, follows him, and is listed in his followers; follows from his following list (R1.14, R3.30, R4.97, R4.98)', async () => {
    const { account } = await welcomedManager(server, 'social');
    const page = await signedIn(account);

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
    await expectVisible(me.getByText('You', { exact: true }));
    await expectVisible(me.getByText('Grom'));
    await expectAbsent(me.getByRole('button'));
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
    await expectVisible(mia.getByRole('img', { name: 'Verified' }));
    await mia.getByRole('button', { name: 'Follow mia.rips' }).click();
    await mia.getByRole('button', { name: 'Following mia.rips' }).waitFor();
    await shotBoth(page, 'social-following');

    // Both follows are stored: the manager's own following list, after a reload, holds both.
    await page.goto(`/profile/${account.username}/following`);
    await expectHeading(page, 'Following');
    const mine = page.getByRole('region', { name: 'Following' }).getByRole('link');
    await expect.poll(() => mine.allTextContents()).toEqual(['mia.rips', 'jonas_bmx']);
  });

  it('shows an anonymous visitor the followers list without follow buttons, and a phone the empty list', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    contexts.push(context);
    await page.goto('/profile/mia.rips/followers');
    await expectHeading(page, 'Followers');
    const list = page.getByRole('region', { name: 'Followers' });
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expectAbsent(list.getByRole('button'));
    await page.goto('/profile/ayumi/followers');
    await expectHeading(page, 'Followers');
    await page.getByRole('heading', { name: 'No one follows ayumi yet' }).waitFor();
    expect(location(page)).toBe('/profile/ayumi/followers');
    await shotBoth(page, 'social-followers-empty');
  });
});

const DAY_MS = 86_400_000;
const SET_NAME = 'Crew Week';
const CHALLENGE_NAME = 'Say hello';

/** Staff open a set running from a minute ago for a week, holding one "follow 1 manager" challenge. */
async function followOneSet(name = SET_NAME): Promise<{ setId: number; challengeId: number }> {
  const now = Date.now();
  const set = await api(server, 'POST', 'admin/challenge-sets/', {
    token: staffToken,
    body: {
      name,
      description: 'Make friends on the mountain.',
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 7 * DAY_MS + 3_600_000).toISOString(),
    },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(201);
  const setId = (set.body as { id: number }).id;
  const challenge = await api(server, 'POST', 'admin/challenges/', {
    token: staffToken,
    body: {
      set_id: setId,
      name: CHALLENGE_NAME,
      description: 'Follow a manager whose picks you like.',
      condition: 'follow_managers',
      target: 1,
      reward_kind: 'credits',
      reward_amount: 250,
    },
  });
  expect(challenge.status, JSON.stringify(challenge.body)).toBe(201);
  return { setId, challengeId: (challenge.body as { id: number }).id };
}

describe('challenges: complete one, then claim its reward (issue 16.6)', () => {
  it('a manager follows someone, sees "follow 1 manager" completed, and claims its reward (R1.12, R2.58, R2.59, R2.60)', async () => {
    const { setId, challengeId } = await followOneSet();
    const { account, token } = await welcomedManager(server, 'challenger');
    const { account: friend } = await welcomedManager(server, 'friend');
    const page = await signedIn(account, DESKTOP, { achievements: true });
    await page.goto('/manager');

    // The manager home links to the challenges.
    await page
      .getByRole('navigation', { name: 'Jump in' })
      .getByRole('link', { name: /Challenges/ })
      .click();
    await expectLocation(page, '/manager/challenges');
    await expectHeading(page, 'Challenges');
    const running = page.getByRole('region', { name: 'Running now' });
    const card = running.getByRole('link', { name: new RegExp(SET_NAME) });
    await expect
      .poll(() => card.getByRole('progressbar').getAttribute('aria-valuetext'))
      .toBe('0 of 1 completed');
    expect(await card.textContent()).toContain('Ends in 7 days');
    await shotBoth(page, 'challenges-sets');
    expect(await seriousViolations(page)).toEqual([]);

    await card.click();
    await expectLocation(page, `/manager/challenges/${setId}`);
    await expectHeading(page, SET_NAME);
    const challenge = page.getByRole('article', { name: CHALLENGE_NAME });
    expect(await challenge.textContent()).toContain('0 of 1');
    expect(await challenge.getByRole('link', { name: 'Find managers' }).getAttribute('href')).toBe('/search');
    await shotBoth(page, 'challenges-set');
    expect(await seriousViolations(page)).toEqual([]);

    // Following another manager is the one step.
    await page.goto(`/profile/${friend.username}`);
    await expectHeading(page, friend.username);
    const follow = page
      .getByRole('region', { name: 'Profile' })
      .getByRole('button', { name: /^Follow(ing)?$/ });
    await follow.click();
    await expect.poll(() => follow.textContent()).toBe('Following');

    // The progress is counted by a reaction to the follow, a moment after it, and completing
    // the first challenge earns an achievement: wait for both before the next look.
    await expect
      .poll(
        async () =>
          (
            (await api(server, 'GET', `challenges/${challengeId}/`, { token })).body as {
              completed_at: string | null;
            }
          ).completed_at,
        { timeout: 15_000 },
      )
      .not.toBeNull();
    await expect
      .poll(
        async () =>
          (
            (await api(server, 'GET', 'achievements/', { token })).body as Array<{
              key: string;
              earned_at: string | null;
            }>
          ).find((a) => a.key === 'first_challenge')?.earned_at ?? null,
        { timeout: 15_000 },
      )
      .not.toBeNull();
    await page.goto('/manager/challenges');
    const achievement = page.getByRole('dialog');
    await achievement.waitFor({ timeout: 15_000 });
    expect(await achievement.getByRole('heading').textContent()).toBe('Challenge Accepted');
    await achievement.getByRole('button', { name: 'Close' }).click();
    await achievement.waitFor({ state: 'detached' });
    await expect
      .poll(() => card.getByRole('progressbar').getAttribute('aria-valuetext'))
      .toBe('1 of 1 completed');
    expect(await card.textContent()).toContain('All done');

    await shotBoth(page, 'challenges-sets-completed');

    await card.click();
    await expectHeading(page, SET_NAME);
    expect(await challenge.textContent()).toContain('Completed');
    await challenge.getByRole('link', { name: new RegExp(CHALLENGE_NAME) }).click();
    await expectLocation(page, `/manager/challenges/${setId}/${challengeId}`);
    await expectHeading(page, CHALLENGE_NAME);
    await page.getByText(/^Completed/).waitFor();
    await shotBoth(page, 'challenges-challenge-completed');
    expect(await seriousViolations(page)).toEqual([]);

    // The reward waits in /manager/rewards, named after the challenge, and is claimed there.
    await page.getByRole('link', { name: 'Claim your reward' }).click();
    await expectLocation(page, '/manager/rewards');
    const reward = page.getByRole('link', { name: new RegExp(CHALLENGE_NAME) });
    await expect.poll(() => reward.textContent()).toContain('250 credits');
    await reward.click();
    await expectHeading(page, 'Claim Reward');
    await page.getByRole('button', { name: 'Claim Reward' }).click();
    await page.getByRole('heading', { name: '+250 credits' }).waitFor();
    await page.goto('/manager/rewards');
    await expect.poll(() => reward.textContent()).toContain('Claimed');
  });

  it('shows the challenges on a phone with the set and its challenge readable (R2.58)', async () => {
    await followOneSet('Phone Week');
    const { account } = await welcomedManager(server, 'phone');
    const page = await signedIn(account, PHONE);
    await page.goto('/manager/challenges');
    await expectHeading(page, 'Challenges');
    await page.getByRole('region', { name: 'Running now' }).waitFor();
    // Every card fits the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

interface Manager {
  account: { email: string; password: string; username: string };
  token: string;
}
interface Card {
  id: number;
  card_instance_id: number;
}

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

    const page = await signedIn(runner.account, DESKTOP, { achievements: true });
    await page.goto('/manager');

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
    const phone = await signedIn(winner.account, PHONE);
    await phone.goto('/manager/rewards');
    await phone.getByRole('link', { name: new RegExp(`Top 1% in ${game.name}`) }).click();
    await phone.getByRole('button', { name: 'Claim Reward' }).click();
    await phone.getByRole('heading', { name: 'New card!' }).waitFor();
    await expectVisible(phone.getByRole('status').filter({ hasText: 'joins your athletes' }));
    await checkScreen(phone, 'reward-card-claimed');
  });

  it('explains how to earn rewards to a manager who has none yet (R2.56)', async () => {
    const { account } = await welcomedManager(server, 'empty');
    const page = await signedIn(account, PHONE);
    await page.goto('/manager/rewards');
    await page.getByRole('heading', { name: 'No rewards yet' }).waitFor();
    await checkScreen(page, 'rewards-empty');
  });
});
