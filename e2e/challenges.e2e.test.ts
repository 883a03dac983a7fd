import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { api, expectHeading, expectLocation, logIn, shotBoth, welcomedManager } from './support/journey.ts';
import { type RunningServer, STAFF, startServer } from './support/server.ts';

/**
 * Issue 16.6, challenges: staff open a set with "follow 1 manager", a manager follows someone,
 * finds the challenge completed in /manager/challenges, and claims its reward in /manager/rewards.
 */

let server: RunningServer;
let browser: Browser;
let staffToken: string;
const contexts: BrowserContext[] = [];

const DAY_MS = 86_400_000;
const SET_NAME = 'Crew Week';
const CHALLENGE_NAME = 'Say hello';

beforeAll(async () => {
  // No demo world: the journey makes what it needs, and starts in seconds on a busy machine.
  [server, browser] = await Promise.all([startServer({ DEMO_DATA: '0' }), launchBrowser()]);
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
    const { context, page } = await newPage(browser, server.url, DESKTOP, { achievements: true });
    contexts.push(context);
    await logIn(page, account);
    await expectLocation(page, '/manager');

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
    const { context, page } = await newPage(browser, server.url, PHONE);
    contexts.push(context);
    await logIn(page, account);
    await page.goto('/manager/challenges');
    await expectHeading(page, 'Challenges');
    await page.getByRole('region', { name: 'Running now' }).waitFor();
    // Every card fits the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
