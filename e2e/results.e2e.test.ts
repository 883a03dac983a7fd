import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { api, expectAbsent, expectHeading, shot, signIn } from './support/journey.ts';
import { DEMO, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;
let demoToken = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const login = await api(server, 'POST', 'users/token/', { body: DEMO });
  demoToken = (login.body as { access: string }).access;
});

afterEach(async () => {
  await context?.close();
  context = undefined;
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

interface PlayedGame {
  eventSlug: string;
  eventName: string;
  gameId: number;
  gameName: string;
  team: ApiTeam;
  entries: number;
}

/** A past game the demo manager played in manager mode, found through the API as a player would. */
async function playedGame(): Promise<PlayedGame> {
  const past = await api(server, 'GET', 'events/?status=past&page_size=50&game_mode=manager', {
    token: demoToken,
  });
  type ApiEvent = {
    slug: string;
    name: string;
    fantasy_games: Array<{ id: number; name: string; status: string; user_team: { id: number } | null }>;
  };
  for (const event of (past.body as { results: ApiEvent[] }).results) {
    const game = event.fantasy_games.find((g) => g.status === 'CPL' && g.user_team !== null);
    if (!game) continue;
    const teams = await api(server, 'GET', `games/${game.id}/my-teams/?mode=manager`, { token: demoToken });
    const [team] = (teams.body as { results: ApiTeam[] }).results;
    const board = await api(server, 'GET', `games/${game.id}/leaderboard/?mode=manager`);
    if (!team) continue;
    return {
      eventSlug: event.slug,
      eventName: event.name,
      gameId: game.id,
      gameName: game.name,
      team,
      entries: (board.body as { count: number }).count,
    };
  }
  throw new Error('the demo manager played no past game');
}

async function demoManager(viewport = PHONE): Promise<Page> {
  const opened = await newPage(browser, server.url, viewport);
  context = opened.context;
  await signIn(opened.context, server, DEMO);
  return opened.page;
}

/** What the page shows as points: separators, at most 2 decimals (packages/game formatPoints). */
const points = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

const widerThanScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('Game Results (R2.32, R1.24, R1.28)', () => {
  it('shows my team line by line with a total equal to its score, and my rank in the leaderboard, on a phone (R1.05)', async () => {
    const played = await playedGame();
    const page = await demoManager(PHONE);
    await page.goto(`/manager/events/${played.eventSlug}/results?game=${played.gameId}`);
    await expectHeading(page, 'Game Results');
    expect(await page.getByRole('tab', { name: played.gameName }).getAttribute('aria-selected')).toBe('true');

    const team = page.getByRole('article', { name: 'Your team' });
    await team.waitFor();
    // Phones get the stacked list: one item per pick, then the total.
    const lines = team.getByRole('list', { name: 'Your team breakdown' }).locator(':scope > li');
    expect(await lines.count()).toBe(played.team.breakdown.lines.length);
    for (const [i, line] of played.team.breakdown.lines.entries()) {
      const item = lines.nth(i);
      expect(await item.textContent()).toContain(line.athlete_name);
      expect(await item.textContent()).toContain(points(line.line_total));
    }
    expect(played.team.breakdown.total).toBe(played.team.score);
    expect(await team.locator('p', { hasText: 'Team total' }).textContent()).toContain(
      points(played.team.breakdown.total),
    );
    expect(await team.textContent()).toContain(`Ranked ${played.team.rank}`);
    await shot(page, 'game-results');

    const pinned = page.getByRole('region', { name: 'Your rank' });
    expect(await pinned.textContent()).toContain(`of ${played.entries}`);
    const myRow = page.locator('tr[aria-current="true"]');
    if ((played.team.rank ?? 0) > 20) {
      await expectAbsent(myRow);
      await pinned.getByRole('button', { name: 'Jump to my rank' }).click();
      const page2 = Math.ceil((played.team.rank ?? 1) / 20);
      await page
        .getByRole('navigation', { name: 'Manager leaderboard pages' })
        .getByText(`Page ${page2} of`)
        .waitFor();
    }
    await myRow.waitFor();
    expect(await myRow.textContent()).toContain('demo');
    expect(await myRow.textContent()).toContain(points(played.team.score ?? 0));
    expect(await widerThanScreen(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'game-results-my-rank');
  });

  it('shows the breakdown as a table on desktop and opens the share panel with the graphic link (R2.149, R2.150)', async () => {
    const played = await playedGame();
    const page = await demoManager(DESKTOP);
    await context?.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`/manager/events/${played.eventSlug}/results?game=${played.gameId}`);
    const table = page.getByRole('table', { name: 'Your team breakdown' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(played.team.breakdown.lines.length);
    expect(await table.locator('tfoot').textContent()).toContain(points(played.team.score ?? 0));
    expect(await widerThanScreen(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'game-results');

    const graphic = `/graphics/fantasy-stats/${played.gameId}?username=demo&mode=manager`;
    expect(await page.getByRole('link', { name: 'Stats graphic' }).getAttribute('href')).toBe(graphic);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Share your result' });
    await panel.waitFor();
    const x = new URL((await panel.getByRole('link', { name: 'Share on X' }).getAttribute('href')) ?? '');
    expect(x.searchParams.get('url')).toBe(`${server.url}${graphic}`);
    expect(x.searchParams.get('text')).toContain(`@demo scored ${points(played.team.score ?? 0)} pts`);
    await shot(page, 'game-results-share');
    await panel.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByTestId('toast-stack').getByText('Link copied to clipboard').waitFor();
    await panel.waitFor({ state: 'detached' });
  });
});

describe('Rankings (R2.55, R1.12)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows the season ranking with my own standing pinned, per sport too (${viewport.width} px)`, async () => {
      const season = await api(server, 'GET', 'rankings/season/?game_mode=manager', { token: demoToken });
      const me = (season.body as { me: { rank: number; total: number } | null }).me;
      expect(me).not.toBeNull();
      const page = await demoManager(viewport);
      await page.goto('/manager/rankings');
      await expectHeading(page, 'Rankings');
      const pinned = page.getByRole('region', { name: 'Your standing' });
      await pinned.waitFor();
      expect(await pinned.textContent()).toContain(`${points(me?.total ?? 0)} pts`);
      await page.getByRole('table', { name: 'Overall ranking' }).waitFor();
      await pinned.getByRole('button', { name: 'Jump to my rank' }).click();
      const mine = page.locator('tr[aria-current="true"]');
      await mine.waitFor();
      expect(await mine.textContent()).toContain('demo');
      expect(await widerThanScreen(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'rankings');

      await page.getByRole('tab', { name: 'Snowboarding' }).click();
      await page.getByRole('table', { name: 'Snowboarding ranking' }).waitFor();
      expect(new URL(page.url()).searchParams.get('sport')).toBe('snowboarding');
      await shot(page, 'rankings-sport');
    });
  }
});

describe('fantasy stats graphic (R2.21)', () => {
  it("shows a shared link's result to a visitor who is not signed in, with the server-drawn PNG to download", async () => {
    const played = await playedGame();
    for (const viewport of [PHONE, DESKTOP]) {
      const opened = await newPage(browser, server.url, viewport);
      context = opened.context;
      const { page } = opened;
      await page.goto(`/graphics/fantasy-stats/${played.gameId}?username=demo&mode=manager`);
      const card = page.getByRole('article', { name: 'Fantasy stats of @demo' });
      await card.waitFor();
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(played.gameName);
      expect(text).toContain(points(played.team.score ?? 0));
      expect(text).toContain(`#${played.team.rank}`);
      expect(text).toContain('CAPTAIN');
      expect(text).toContain('TOP PICKS');
      expect(await widerThanScreen(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'fantasy-stats-graphic');

      const href = (await page.getByRole('link', { name: 'Download image' }).getAttribute('href')) ?? '';
      const image = await fetch(new URL(href, server.url));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      // 1080 × 1350: the PNG header's width and height.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1080, 1350]);

      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('dialog', { name: 'Share this result' }).waitFor();
      await context.close();
      context = undefined;
    }
  });
});
