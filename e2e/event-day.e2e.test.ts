import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  type Account,
  api,
  expectHeading,
  expectLocation,
  expectVisible,
  newAccount,
  registerViaApi,
  shot,
  shotBoth,
  welcomedManager,
} from './support/journey.ts';
import { DEMO, type RunningServer, STAFF, startServer } from './support/server.ts';
import { signedInPage } from './support/signed-in.ts';

/**
 * An event day, on one server: a fan vote on a live event, an open results page that updates
 * itself when staff import results of a past event the demo manager played, and a game day from
 * sign-up to ranks on an open game. Each touches its own event or poll: the vote a new poll on
 * a live event, the live results a past event, the game day (last, as its import scores a whole
 * live event) an open game of the sport a newcomer follows.
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

/** A fresh page, signed in as `account` if one is given (by cookie: not a sign-in journey). */
async function openPage(account?: { email: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const { context, page } = account
    ? await signedInPage(browser, server, account, viewport)
    : await newPage(browser, server.url, viewport);
  contexts.push(context);
  return page;
}

async function tokenOf(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const answer = await api(server, 'POST', 'users/token/', { body: account });
  return (answer.body as { access: string }).access;
}

/** What the page shows as points: separators, at most 2 decimals (packages/game shortNumber). */
const points = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A live event of the demo season: its polls take votes. */
async function liveEvent(): Promise<{ slug: string; name: string }> {
  const list = (await api(server, 'GET', 'events/?status=live')).body as {
    results: Array<{ slug: string; name: string }>;
  };
  const event = list.results[0];
  if (!event) throw new Error('the demo season has no live event');
  return event;
}

describe('fan vote (issue 17.2)', () => {
  it('staff add a poll on the event page; a manager votes once, reads the bars, and after a reload still sees them and no vote buttons (R1.13, R2.19, R1.30)', async () => {
    const event = await liveEvent();
    const question = `Who sends the biggest air? ${randomBytes(2).toString('hex')}`;

    const staffPage = await openPage(STAFF);
    await staffPage.goto(`/admin/events/${event.slug}`);
    await expectHeading(staffPage, 'Edit Event');
    const section = staffPage.getByRole('region', { name: 'Fan vote' });
    await section.getByLabel('Question').fill('Who?');
    await section.getByLabel('Option 1', { exact: true }).fill('Left');
    await section.getByLabel('Option 2', { exact: true }).fill('left');
    await section.getByRole('button', { name: 'Add poll' }).click();
    await section.getByText('Use at least 5 characters.').waitFor();
    await section.getByText('Each option appears once').waitFor();
    await section.getByLabel('Question').fill(question);
    await section.getByLabel('Option 2', { exact: true }).fill('Right');
    await section.getByRole('button', { name: 'Add an option' }).click();
    await section.getByLabel('Option 3', { exact: true }).fill('Nobody: too windy');
    await section.getByRole('button', { name: 'Add poll' }).click();
    const created = section.getByRole('article', { name: question });
    await created.waitFor();
    await created.getByText('0 votes · Open').waitFor();
    await shotBoth(staffPage, 'admin-event-polls');

    const page = await openPage();
    await page.goto(`/polls/${event.slug}`);
    const card = page.getByRole('article', { name: question });
    await card.waitFor();
    // A visitor is sent to log in and brought back.
    await card.getByRole('button', { name: 'Vote for Right' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/polls/${event.slug}`);

    const { account, token } = await welcomedManager(server, 'fan');
    const fan = await openPage(account);
    await fan.goto(`/polls/${event.slug}`);
    await expect.poll(() => fan.title()).toBe('Fan Vote - Shred League');
    const poll = fan.getByRole('article', { name: question });
    await poll.getByRole('button', { name: 'Vote for Right' }).waitFor();
    expect(await poll.getByRole('button', { name: /^Vote for / }).count()).toBe(3);
    expect(await seriousViolations(fan)).toEqual([]);
    await shotBoth(fan, 'fan-vote');
    await poll.getByRole('button', { name: 'Vote for Right' }).click();
    const results = poll.getByRole('list', { name: 'Results' });
    await results.waitFor();
    await poll.getByText('1 vote ·').waitFor();
    const mine = results.locator('[data-mine="true"]');
    await expect.poll(() => mine.textContent()).toContain('Right');
    await expect.poll(() => mine.textContent()).toContain('Your vote');
    await expect.poll(() => mine.textContent()).toContain('100%');
    await expect
      .poll(() => mine.locator('[data-bar]').evaluate((bar) => (bar as HTMLElement).style.width))
      .toBe('100%');
    await shotBoth(fan, 'fan-vote-voted');

    await fan.reload();
    const again = fan.getByRole('article', { name: question });
    await again.getByRole('list', { name: 'Results' }).waitFor();
    expect(await again.getByRole('button', { name: /^Vote for / }).count()).toBe(0);
    expect(await again.locator('[data-mine="true"]').textContent()).toContain('Right');
    const pollId = Number(await again.getAttribute('data-poll'));
    const second = await api(server, 'POST', `polls/${pollId}/vote/`, {
      token,
      body: { option_id: Number(await again.locator('[data-option]').first().getAttribute('data-option')) },
    });
    expect(second.status).toBe(409);
  });

  it('an unknown event shows its not-found page (R2.19)', async () => {
    const page = await openPage();
    await page.goto('/polls/no-such-event');
    await page.getByRole('heading', { name: 'Event not found' }).waitFor();
  });
});

let demoToken = '';
let staffToken = '';

interface PlayedTeam {
  score: number | null;
  rank: number | null;
  breakdown: { lines: Array<{ athlete_id: number; is_captain: boolean }> };
}
interface PlayedGame {
  id: number;
  status: string;
  user_team: { id: number } | null;
  competitions: Array<{ id: number }>;
}

/** A completed game the demo manager played, with their team, found through the API. */
async function playedGame() {
  const past = await api(server, 'GET', 'events/?status=past&page_size=50&game_mode=manager', {
    token: demoToken,
  });
  for (const event of (past.body as { results: Array<{ slug: string; fantasy_games: PlayedGame[] }> })
    .results) {
    const game = event.fantasy_games.find((g) => g.status === 'CPL' && g.user_team !== null);
    if (!game) continue;
    const team = await myTeam(game.id);
    if (team) return { eventSlug: event.slug, game, team };
  }
  throw new Error('the demo manager played no past game');
}

async function myTeam(gameId: number): Promise<PlayedTeam | undefined> {
  const teams = await api(server, 'GET', `games/${gameId}/my-teams/?mode=manager`, { token: demoToken });
  return (teams.body as { results: PlayedTeam[] }).results[0];
}

describe('live results (issue 16.4 "results import → an open results page updates by itself")', () => {
  beforeAll(async () => {
    [demoToken, staffToken] = [await tokenOf(DEMO), await tokenOf(STAFF)];
  });

  it("shows the new team total and rank on an open results page within a few seconds of staff's results import, without a reload", async () => {
    const played = await playedGame();
    const page = await openPage(DEMO);
    // The stream is open before the import: the page learns of it as it happens.
    const streaming = page.waitForResponse((res) => res.url().endsWith('/api/live/'));
    await page.goto(`/manager/events/${played.eventSlug}/results?game=${played.game.id}`);
    const total = page.getByRole('table', { name: 'Your team breakdown' }).locator('tfoot');
    await total.filter({ hasText: points(played.team.score ?? 0) }).waitFor();
    // Marks this document: a reload would start a new one without it.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    expect((await streaming).headers()['content-type']).toBe('text/event-stream; charset=utf-8');

    const captain = played.team.breakdown.lines.find((line) => line.is_captain);
    const final = played.game.competitions.at(-1);
    const imported = await api(server, 'POST', `admin/events/${played.eventSlug}/results/`, {
      token: staffToken,
      // The captain falls far back in the last round: the team's total drops.
      body: { results: [{ competition_id: final?.id, athlete_id: captain?.athlete_id, place: 500 }] },
    });
    expect(imported.status).toBe(200);
    const sent = Date.now();

    let changed: PlayedTeam | undefined;
    for (let i = 0; i < 100 && (changed?.score ?? played.team.score) === played.team.score; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      changed = await myTeam(played.game.id);
    }
    expect(changed?.score).not.toBe(played.team.score);
    await total.filter({ hasText: points(changed?.score ?? 0) }).waitFor({ timeout: 5_000 });
    await page.getByText(new RegExp(`^Ranked ${changed?.rank}(st|nd|rd|th) of`)).waitFor({ timeout: 5_000 });
    const shownAfterMs = Date.now() - sent;
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    console.log(
      `live results: the open page showed the new total ${shownAfterMs} ms after the import answered`,
    );
    await shot(page, 'live-results-updated');
  });
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
    const player = await openPage(playerAccount, PHONE);
    await player.goto(`/quickplay/events/${game.event.slug}/${game.id}`);
    await player.getByRole('link', { name: 'Play', exact: true }).first().click();
    await expectLocation(player, `/quickplay/events/${game.event.slug}/${game.id}/play`);
    for (let pick = 1; pick <= 5; pick += 1) {
      await player.getByRole('heading', { level: 2, name: `Pick ${pick} of 5` }).waitFor();
      await pickable(player).last().click();
      await player.getByRole('button', { name: /^Lock in / }).click();
    }
    await player.getByRole('heading', { level: 2, name: 'Choose your captain' }).waitFor();
    await pickable(player).first().click();
    await player.getByRole('button', { name: /^Make .* captain$/ }).click();
    await player.getByRole('button', { name: 'Submit team' }).click();
    await expect.poll(() => successToast(player).textContent()).toContain('Your quickplay team is in');
    const playerToken = await tokenOf(playerAccount);

    // 3. Staff import the event's results from the template of its startlists.
    const staff = await openPage(STAFF);
    await staff.goto(`/admin/events/${game.event.slug}/refresh`);
    await expectHeading(staff, 'Refresh Results');
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Download template' }).click();
    const template = await readFile((await (await download).path()) ?? '', 'utf8');
    await staff.getByLabel('Results as CSV').fill(resultsFromTemplate(template));
    await staff.getByRole('button', { name: 'Import results' }).click();
    const summary = staff.getByRole('status').filter({ hasText: 'Results imported' });
    await summary.waitFor();
    await expectVisible(summary.getByText(game.name));
    await shot(staff, 'game-day-import');

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
    await player.goto(`/quickplay/events/${game.event.slug}/${game.id}`);
    const results = player.getByRole('region', { name: 'Results' });
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
    expect(await seriousViolations(player)).toEqual([]);
    await shot(player, 'game-day-quickplay-results');

    await manager.context.close();
  });
});
