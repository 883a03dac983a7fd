import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage } from './support/browser.ts';
import { api, logIn, shot } from './support/journey.ts';
import { DEMO, type RunningServer, STAFF, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;
let demoToken = '';
let staffToken = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const token = async (account: typeof DEMO) =>
    ((await api(server, 'POST', 'users/token/', { body: account })).body as { access: string }).access;
  [demoToken, staffToken] = [await token(DEMO), await token(STAFF)];
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
  score: number | null;
  rank: number | null;
  breakdown: { lines: Array<{ athlete_id: number; is_captain: boolean }> };
}
interface ApiGame {
  id: number;
  status: string;
  user_team: { id: number } | null;
  competitions: Array<{ id: number }>;
}

const points = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A completed game the demo manager played, with their team, found through the API. */
async function playedGame() {
  const past = await api(server, 'GET', 'events/?status=past&page_size=50&game_mode=manager', {
    token: demoToken,
  });
  for (const event of (past.body as { results: Array<{ slug: string; fantasy_games: ApiGame[] }> }).results) {
    const game = event.fantasy_games.find((g) => g.status === 'CPL' && g.user_team !== null);
    if (!game) continue;
    const team = await myTeam(game.id);
    if (team) return { eventSlug: event.slug, game, team };
  }
  throw new Error('the demo manager played no past game');
}

async function myTeam(gameId: number): Promise<ApiTeam | undefined> {
  const teams = await api(server, 'GET', `games/${gameId}/my-teams/?mode=manager`, { token: demoToken });
  return (teams.body as { results: ApiTeam[] }).results[0];
}

describe('live results (issue 16.4 "results import → an open results page updates by itself")', () => {
  it("shows the new team total and rank on an open results page within a few seconds of staff's results import, without a reload", async () => {
    const played = await playedGame();
    const opened = await newPage(browser, server.url, DESKTOP);
    context = opened.context;
    const { page } = opened;
    await logIn(page, DEMO);
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

    let changed: ApiTeam | undefined;
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
