import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  expectVisible,
  shot,
  signIn,
  submitLogin,
} from './support/journey.ts';
import { checkScreenAtBothSizes } from './support/screen-check.ts';
import { DEMO, NEWBIE, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface OpenGame {
  slug: string;
  id: number;
}

interface TeamList {
  results: Array<{ id: number; mode: string; captain_id: number; picks: Array<{ athlete: { id: number } }> }>;
}

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const answer = await api(server, 'POST', 'users/token/', { body: account });
  return (answer.body as { access: string }).access;
}

/** An open game of a live event in which the account has no team yet in this mode. */
async function openGameWithoutTeam(token: string, mode: 'manager' | 'quickplay'): Promise<OpenGame> {
  const answer = await api(server, 'GET', `events/?status=live&game_mode=${mode}&page_size=50`, { token });
  const events = (
    answer.body as {
      results: Array<{
        slug: string;
        fantasy_games: Array<{ id: number; status: string; user_team: unknown }>;
      }>;
    }
  ).results;
  for (const event of events) {
    const game = event.fantasy_games.find((g) => g.status === 'OPN' && g.user_team === null);
    if (game) return { slug: event.slug, id: game.id };
  }
  throw new Error(`no open game without a ${mode} team`);
}

async function myTeams(token: string, gameId: number, mode: string): Promise<TeamList['results']> {
  const answer = await api(server, 'GET', `games/${gameId}/my-teams/?mode=${mode}`, { token });
  return (answer.body as TeamList).results;
}

/** The success toast's text once it shows. */
const successToast = (page: Page) => page.getByTestId('toast-stack').getByRole('status').last();

/** Startlist rows that can be picked now (enabled toggles not yet pressed). */
const pickable = (page: Page) => page.locator('main button[aria-pressed="false"]:not([disabled])');

describe('manager mode: Join Game', () => {
  it('the demo manager picks 5 athletes with own cards and a captain, submits, then edits the team (R1.05)', async () => {
    const token = await tokenOf(DEMO);
    const game = await openGameWithoutTeam(token, 'manager');
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await signIn(context, server, DEMO);

    await page.goto(`/manager/events/${game.slug}/${game.id}`);
    await page.getByRole('link', { name: 'Play', exact: true }).first().click();
    await expectLocation(page, `/manager/events/${game.slug}/${game.id}/play`);
    await expectHeading(page, 'Join Game');
    await expect.poll(() => page.title()).toBe('Join Game - Shred League');

    // Athletes without a card of the viewer's are shown but cannot be picked, saying why.
    await page.getByText('You own no card of this athlete.').first().waitFor();
    const progress = page.getByText(/\d\/5 picked/).first();
    expect(await progress.textContent()).toBe('0/5 picked');

    // Submitting too early names the rules the team breaks.
    await page.getByRole('button', { name: 'Submit team' }).click();
    await expectVisible(page.getByText('Pick exactly 5 athletes (this team has 0).'));

    for (let picked = 1; picked <= 5; picked += 1) {
      await pickable(page).first().click();
      await expect.poll(() => progress.textContent()).toBe(`${picked}/5 picked`);
    }
    await expectAbsent(pickable(page));
    await page
      .getByRole('radio', { name: /^Make .* captain$/ })
      .nth(2)
      .check({ force: true });
    await shot(page, 'join-game-team');

    await page.getByRole('button', { name: 'Submit team' }).click();
    await expect.poll(() => successToast(page).textContent()).toContain('Your team is in');
    await expectLocation(page, `/manager/events/${game.slug}/${game.id}`);
    // The game page shows the submitted team once: its picks, one captain, the card tiers, and
    // one way to edit it (R2.33).
    const picks = page.getByRole('list', { name: 'Your team: picks' });
    await picks.getByRole('listitem').nth(4).waitFor();
    expect(await picks.getByRole('listitem').count()).toBe(5);
    expect(await picks.getByText(/^Captain ×1\.5$/).count()).toBe(1);
    expect(await picks.locator('[data-tier]').count()).toBe(5);
    expect(await page.getByRole('link', { name: 'Edit team' }).count()).toBe(1);
    await shot(page, 'game-page-team');

    const [team] = await myTeams(token, game.id, 'manager');
    expect(team?.picks).toHaveLength(5);
    const firstCaptain = team?.captain_id;

    // Editing: the stored team comes back; drop a pick, add another, move the captain and save.
    await page.goto(`/manager/events/${game.slug}/${game.id}/play`);
    await expect.poll(() => progress.textContent()).toBe('5/5 picked');
    const dropped = page.getByRole('button', { name: /^Remove / }).first();
    await dropped.click();
    await expect.poll(() => progress.textContent()).toBe('4/5 picked');
    await pickable(page).first().click();
    await expect.poll(() => progress.textContent()).toBe('5/5 picked');
    // The captain moves to a pick that is not the captain now, wherever the edit placed it.
    const captainChoices = page.getByRole('radio', { name: /^Make .* captain$/ });
    let moved = false;
    for (let i = 0; i < (await captainChoices.count()) && !moved; i += 1) {
      if (await captainChoices.nth(i).isChecked()) continue;
      await captainChoices.nth(i).check({ force: true });
      moved = true;
    }
    expect(moved).toBe(true);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => successToast(page).textContent()).toContain('Your changes to the team are saved');
    await expectLocation(page, `/manager/events/${game.slug}/${game.id}`);

    const [edited] = await myTeams(token, game.id, 'manager');
    expect(edited?.id).toBe(team?.id);
    expect(edited?.picks).toHaveLength(5);
    expect(edited?.captain_id).not.toBe(firstCaptain);
    await context.close();
  });

  it('shows the pick screen at phone size', async () => {
    const token = await tokenOf(DEMO);
    const game = await openGameWithoutTeam(token, 'manager');
    const { context, page } = await newPage(browser, server.url, PHONE);
    await signIn(context, server, DEMO);
    await page.goto(`/manager/events/${game.slug}/${game.id}/play`);
    await expectHeading(page, 'Join Game');
    await pickable(page).first().click();
    await pickable(page).first().click();
    await expectVisible(page.getByText('2/5 picked'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'join-game');
    await context.close();
  });
});

describe('quickplay mode', () => {
  it('an anonymous visitor picks one athlete per screen, cannot go back to a pick, signs in at submit and the team is created (R2.27)', async () => {
    const token = await tokenOf(NEWBIE);
    const game = await openGameWithoutTeam(token, 'quickplay');
    const { context, page } = await newPage(browser, server.url, PHONE);
    const play = `/quickplay/events/${game.slug}/${game.id}/play`;

    await page.goto(`/quickplay/events/${game.slug}/${game.id}`);
    await page.getByRole('link', { name: 'Play', exact: true }).first().click();
    await expectLocation(page, play);
    await expect.poll(() => page.title()).toBe('Quickplay Mode - Shred League');
    const pickHeading = page.getByRole('heading', { level: 2, name: /^Pick \d of 5$/ });
    await expect.poll(() => pickHeading.textContent()).toBe('Pick 1 of 5');
    expect(await page.getByTestId('quickplay-budget').textContent()).toContain('100');
    await shot(page, 'quickplay-pick-1');

    await pickable(page).first().click();
    await page.getByRole('button', { name: /^Lock in / }).click();
    await expect.poll(() => pickHeading.textContent()).toBe('Pick 2 of 5');
    await expectAbsent(page.getByRole('button', { name: 'Back' }));

    // Browser back leaves the flow instead of reopening pick 1; coming forward resumes at pick 2.
    await page.goBack();
    await expectLocation(page, `/quickplay/events/${game.slug}/${game.id}`);
    await page.goForward();
    await expectLocation(page, play);
    await expect.poll(() => pickHeading.textContent()).toBe('Pick 2 of 5');

    for (let screen = 2; screen <= 5; screen += 1) {
      await pickable(page).first().click();
      await page.getByRole('button', { name: /^Lock in / }).click();
    }
    await page.getByRole('heading', { level: 2, name: 'Choose your captain' }).waitFor();
    await shot(page, 'quickplay-captain');
    await pickable(page).first().click();
    await page.getByRole('button', { name: /^Make .* captain$/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Your team' }).waitFor();
    await shot(page, 'quickplay-review');

    await page.getByRole('button', { name: 'Sign in to submit' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe(play);
    await expectHeading(page, /drop in/i);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expectHeading(page, /log in/i);
    await submitLogin(page, NEWBIE);
    await expectLocation(page, play);
    await page.getByRole('heading', { level: 2, name: 'Your team' }).waitFor();
    await page.getByRole('button', { name: 'Submit team' }).click();
    await expect.poll(() => successToast(page).textContent()).toContain('Your quickplay team is in');
    await expectLocation(page, `/quickplay/events/${game.slug}/${game.id}`);

    const [team] = await myTeams(token, game.id, 'quickplay');
    expect(team?.mode).toBe('quickplay');
    expect(team?.picks).toHaveLength(5);
    await context.close();
  });

  it('lists open games and cups, and a cup shows its games and leaderboard (R2.23, R2.24)', async () => {
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await page.goto('/quickplay');
    await expectHeading(page, 'Quickplay');
    await page.getByRole('heading', { name: 'Open to play' }).waitFor();
    const cup = page.getByRole('link', { name: /Winter Triple Crown/ });
    await cup.waitFor();
    await shot(page, 'quickplay-home');
    await cup.click();
    await expectLocation(page, '/quickplay/winter-triple-crown');
    await expectHeading(page, 'Winter Triple Crown');
    await page.getByRole('heading', { name: 'Leaderboard' }).waitFor();
    await page.getByText('Your standing').waitFor();
    await shot(page, 'quickplay-cup');
    await context.close();
  });
});

describe('my athletes', () => {
  it('shows the demo manager’s cards, and extending a contract spends credits (R2.61)', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await signIn(context, server, DEMO);
    await page.goto('/manager/my-athletes');
    await expectHeading(page, 'My Athletes');
    const balance = page.getByTestId('credit-balance');
    await expect.poll(async () => Number(await balance.textContent())).toBeGreaterThan(0);
    const before = Number(await balance.textContent());
    // The balance and the cards arrive by separate calls: wait for the cards themselves.
    await page.getByRole('article').first().waitFor();
    await shot(page, 'my-athletes');

    await page.getByLabel('Tier', { exact: true }).selectOption('rare');
    const rare = page.getByRole('article').first();
    await rare.getByRole('button', { name: /^Extend contract of / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Games to add').fill('3');
    // Rare cards cost 2 credits per game.
    await expect.poll(() => dialog.getByText('Cost:').textContent()).toContain('6 credits');
    await shot(page, 'extend-contract');
    await dialog.getByRole('button', { name: /^Extend by 3/ }).click();
    await expect.poll(() => successToast(page).textContent()).toContain('6 credits spent');
    await expect.poll(async () => Number(await balance.textContent())).toBe(before - 6);
    await context.close();
  });
});

describe('accessibility and layout of the play screens', () => {
  it('has no serious axe violations and nothing wider than the screen, on phone and desktop', async () => {
    const game = await openGameWithoutTeam(await tokenOf(DEMO), 'manager');
    // Each screen with what shows once its data is in.
    const screens: Array<[string, (page: Page) => ReturnType<Page['getByRole']>]> = [
      [
        `/manager/events/${game.slug}/${game.id}/play`,
        (page) => page.getByRole('heading', { name: 'Startlist' }),
      ],
      ['/manager/my-athletes', (page) => page.getByRole('article').first()],
      ['/quickplay', (page) => page.getByRole('link', { name: /Winter Triple Crown/ })],
      ['/quickplay/winter-triple-crown', (page) => page.getByText('Your standing')],
      [
        `/quickplay/events/${game.slug}/${game.id}/play`,
        (page) => page.getByRole('heading', { name: /^Pick 1 of 5$/ }),
      ],
    ];
    const { context, page } = await newPage(browser, server.url, PHONE);
    await signIn(context, server, DEMO);
    for (const [index, [path, loaded]] of screens.entries()) {
      await page.goto(path);
      await loaded(page).waitFor();
      await checkScreenAtBothSizes(page, `play-screen-${index + 1}`);
    }
    await context.close();
  });
});
