import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  type Account,
  api,
  expectHeading,
  expectLocation,
  logIn,
  newAccount,
  registerViaApi,
  shot,
} from './support/journey.ts';
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

interface ApiTeam {
  id: number;
  score: number | null;
  rank: number | null;
  breakdown: { lines: Array<{ athlete_name: string; line_total: number }>; total: number };
}

interface ApiGame {
  id: number;
  name: string;
  status: string;
  sport: { name: string; slug: string };
  event: { slug: string; name: string };
  startlist: Array<{ athlete: { id: number } }>;
}

interface ApiGameSummary {
  id: number;
  status: string;
  sport: { name: string; slug: string };
  competitions: Array<{ date: string }>;
}

/** Open manager games of the live events, as the calendar lists them. */
async function openGames(token?: string): Promise<ApiGameSummary[]> {
  const live = await api(server, 'GET', 'events/?status=live&page_size=50&game_mode=manager', { token });
  const events = (live.body as { results: Array<{ fantasy_games: ApiGameSummary[] }> }).results;
  return events.flatMap((event) => event.fantasy_games.filter((game) => game.status === 'OPN'));
}

/**
 * The sport the newcomer follows: that of the open game whose first round is furthest off, so
 * the squad comes from the choice and not from whichever game locks first.
 */
async function sportToFollow(): Promise<{ name: string; slug: string }> {
  const firstRound = (game: ApiGameSummary) => Math.min(...game.competitions.map((c) => Date.parse(c.date)));
  const [latest] = (await openGames()).sort((a, b) => firstRound(b) - firstRound(a));
  if (!latest) throw new Error('the demo season has no open game');
  return latest.sport;
}

async function tokenOf(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const answer = await api(server, 'POST', 'users/token/', { body: account });
  return (answer.body as { access: string }).access;
}

/** The open game of the followed sport that the newcomer's starter squad fields a full team for. */
async function gameForStarterSquad(token: string, sport: string): Promise<ApiGame> {
  const cards = (await api(server, 'GET', 'cards/athlete-cards/', { token })).body as Array<{ id: number }>;
  const owned = new Set(cards.map((card) => card.id));
  for (const summary of (await openGames(token)).filter((game) => game.sport.slug === sport)) {
    const game = (await api(server, 'GET', `games/${summary.id}/`, { token })).body as ApiGame;
    if (game.startlist.filter((entry) => owned.has(entry.athlete.id)).length >= 5) return game;
  }
  throw new Error(`the starter squad fields no open ${sport} game`);
}

async function teamIn(token: string, gameId: number, mode: 'manager' | 'quickplay'): Promise<ApiTeam> {
  const answer = await api(server, 'GET', `games/${gameId}/my-teams/?mode=${mode}`, { token });
  const [team] = (answer.body as { results: ApiTeam[] }).results;
  if (!team) throw new Error(`no ${mode} team in game ${gameId}`);
  return team;
}

const successToast = (page: Page) => page.getByTestId('toast-stack').getByRole('status').last();
const pickable = (page: Page) => page.locator('main button[aria-pressed="false"]:not([disabled])');
/** What the page shows as points: separators, at most 2 decimals (packages/game shortNumber). */
const points = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Registration through the screens a newcomer sees, following one sport, up to Manager Home. */
async function registerAsManager(page: Page, account: Account, sport: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectLocation(page, '/register/details');
  await page.getByLabel('First name').fill('Kai');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectLocation(page, '/manager/welcome');
  for (let step = 1; step <= 3; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Pick your sports');
  await page.getByRole('checkbox', { name: sport }).check();
  await page.getByRole('button', { name: "Let's go" }).click();
  await expectLocation(page, '/manager');
}

/**
 * Places for every starter of the event from the staff template: within each round, the
 * template's order (the startlist's), so the results are believable and every team scores.
 */
function resultsFromTemplate(template: string): string {
  const [header, ...rows] = template.trim().split('\n');
  const placeInRound = new Map<string, number>();
  const lines = rows.map((row) => {
    const [competition = '', athlete = ''] = row.split(',');
    const place = (placeInRound.get(competition) ?? 0) + 1;
    placeInRound.set(competition, place);
    return `${competition},${athlete},${place},${(95 - place * 1.5).toFixed(2)},${place === 1 ? 'bestRun' : ''}`;
  });
  return [header, ...lines].join('\n');
}

describe('game day (R1.24, R1.28, R2.26, R2.32, R2.34, R2.77)', () => {
  it('a newcomer joins an open game as a manager, another in quickplay; staff import the results; both see their breakdown and rank', async () => {
    // 1. A new manager: registers, gets the starter squad, and enters an open game through the calendar.
    // They follow the sport of an open game, and the starter squad fields a team for it.
    const sport = await sportToFollow();
    const managerAccount = newAccount('gameday');
    const manager = await newPage(browser, server.url, DESKTOP);
    await registerAsManager(manager.page, managerAccount, sport.name);
    const managerToken = await tokenOf(managerAccount);
    const game = await gameForStarterSquad(managerToken, sport.slug);
    expect(game.sport.slug).toBe(sport.slug);

    await manager.page.getByRole('navigation').getByRole('link', { name: 'Events' }).first().click();
    await expectLocation(manager.page, '/manager/events');
    await manager.page.getByRole('link', { name: game.event.name, exact: true }).first().click();
    await expectLocation(manager.page, `/manager/events/${game.event.slug}`);
    await manager.page.goto(`/manager/events/${game.event.slug}/${game.id}`);
    await expectHeading(manager.page, game.name);
    await manager.page.getByRole('link', { name: 'Play', exact: true }).first().click();
    await expectLocation(manager.page, `/manager/events/${game.event.slug}/${game.id}/play`);
    await expectHeading(manager.page, 'Join Game');
    const progress = manager.page.getByText(/\d\/5 picked/).first();
    // A full team at once: the starter squad alone offers five cards for this game.
    await expect.poll(() => pickable(manager.page).count()).toBeGreaterThanOrEqual(5);
    for (let picked = 1; picked <= 5; picked += 1) {
      await pickable(manager.page).first().click();
      await expect.poll(() => progress.textContent()).toBe(`${picked}/5 picked`);
    }
    await manager.page
      .getByRole('radio', { name: /^Make .* captain$/ })
      .nth(1)
      .check({ force: true });
    await manager.page.getByRole('button', { name: 'Submit team' }).click();
    await expect.poll(() => successToast(manager.page).textContent()).toContain('Your team is in');
    await expectLocation(manager.page, `/manager/events/${game.event.slug}/${game.id}`);
    expect((await teamIn(managerToken, game.id, 'manager')).rank).toBeNull();

    // 2. A quickplay player picks the same game on a phone, one athlete per screen.
    const playerAccount = newAccount('qp');
    await registerViaApi(server, playerAccount);
    const player = await newPage(browser, server.url, PHONE);
    await logIn(player.page, playerAccount);
    await player.page.goto(`/quickplay/events/${game.event.slug}/${game.id}`);
    await player.page.getByRole('link', { name: 'Play', exact: true }).first().click();
    await expectLocation(player.page, `/quickplay/events/${game.event.slug}/${game.id}/play`);
    for (let pick = 1; pick <= 5; pick += 1) {
      await player.page.getByRole('heading', { level: 2, name: `Pick ${pick} of 5` }).waitFor();
      await pickable(player.page).last().click();
      await player.page.getByRole('button', { name: /^Lock in / }).click();
    }
    await player.page.getByRole('heading', { level: 2, name: 'Choose your captain' }).waitFor();
    await pickable(player.page).first().click();
    await player.page.getByRole('button', { name: /^Make .* captain$/ }).click();
    await player.page.getByRole('button', { name: 'Submit team' }).click();
    await expect.poll(() => successToast(player.page).textContent()).toContain('Your quickplay team is in');
    const playerToken = await tokenOf(playerAccount);

    // 3. Staff import the event's results from the template of its startlists.
    const staff = await newPage(browser, server.url, DESKTOP);
    await logIn(staff.page, STAFF);
    await staff.page.goto(`/admin/events/${game.event.slug}/refresh`);
    await expectHeading(staff.page, 'Refresh Results');
    const download = staff.page.waitForEvent('download');
    await staff.page.getByRole('button', { name: 'Download template' }).click();
    const template = await readFile((await (await download).path()) ?? '', 'utf8');
    await staff.page.getByLabel('Results as CSV').fill(resultsFromTemplate(template));
    await staff.page.getByRole('button', { name: 'Import results' }).click();
    const summary = staff.page.getByRole('status').filter({ hasText: 'Results imported' });
    await summary.waitFor();
    expect(await summary.getByText(game.name).first().isVisible()).toBe(true);
    await shot(staff.page, 'game-day-import');

    // The import queued a scoring pass: the teams are ranked once it has swapped the board in.
    await expect.poll(async () => (await teamIn(managerToken, game.id, 'manager')).rank).toBeGreaterThan(0);
    await expect.poll(async () => (await teamIn(playerToken, game.id, 'quickplay')).rank).toBeGreaterThan(0);
    const managerTeam = await teamIn(managerToken, game.id, 'manager');
    const playerTeam = await teamIn(playerToken, game.id, 'quickplay');
    expect(managerTeam.breakdown.total).toBe(managerTeam.score);
    expect(playerTeam.breakdown.total).toBe(playerTeam.score);

    // 4. The manager reads the breakdown line by line, the total and the rank on Game Results.
    await manager.page.goto(`/manager/events/${game.event.slug}/results?game=${game.id}`);
    await expectHeading(manager.page, 'Game Results');
    const managerResult = manager.page.getByRole('article', { name: 'Your team' });
    await managerResult.waitFor();
    const table = managerResult.getByRole('table', { name: 'Your team breakdown' });
    expect(await table.locator('tbody tr').count()).toBe(5);
    for (const [i, line] of managerTeam.breakdown.lines.entries()) {
      const row = await table.locator('tbody tr').nth(i).textContent();
      expect(row).toContain(line.athlete_name);
      expect(row).toContain(points(line.line_total));
    }
    expect(await table.locator('tfoot').textContent()).toContain(points(managerTeam.score ?? 0));
    expect(await managerResult.textContent()).toContain(`Ranked ${managerTeam.rank}`);
    const pinned = manager.page.getByRole('region', { name: 'Your rank' });
    expect(await pinned.textContent()).toContain(String(managerTeam.rank));
    // Own rows of a leaderboard page are marked; the pinned rank jumps to the page that holds it.
    if ((managerTeam.rank ?? 0) > 20) await pinned.getByRole('button', { name: 'Jump to my rank' }).click();
    const myRow = manager.page.locator('tr[aria-current="true"]');
    await myRow.waitFor();
    expect(await myRow.textContent()).toContain(managerAccount.username);
    expect(await seriousViolations(manager.page)).toEqual([]);
    await shot(manager.page, 'game-day-manager-results');

    // 5. The quickplay player sees theirs, and the quickplay leaderboard, on Game Details.
    await player.page.goto(`/quickplay/events/${game.event.slug}/${game.id}`);
    const results = player.page.getByRole('region', { name: 'Results' });
    const playerResult = results.getByRole('article', { name: 'Your team' });
    await playerResult.waitFor();
    const lines = playerResult.getByRole('list', { name: 'Your team breakdown' }).locator(':scope > li');
    expect(await lines.count()).toBe(5);
    for (const [i, line] of playerTeam.breakdown.lines.entries()) {
      expect(await lines.nth(i).textContent()).toContain(line.athlete_name);
    }
    expect(await playerResult.locator('p', { hasText: 'Team total' }).textContent()).toContain(
      points(playerTeam.score ?? 0),
    );
    expect(await playerResult.textContent()).toContain(`Ranked ${playerTeam.rank}`);
    expect(await results.getByRole('region', { name: 'Your rank' }).textContent()).toContain(
      String(playerTeam.rank),
    );
    expect(await seriousViolations(player.page)).toEqual([]);
    await shot(player.page, 'game-day-quickplay-results');

    await Promise.all([manager.context.close(), player.context.close(), staff.context.close()]);
  });
});
