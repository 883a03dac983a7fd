import { formatPercent } from '@shred/game';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import {
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  expectVisible,
  shotBoth,
  welcomedManager,
} from './support/journey.ts';
import { DEMO, type RunningServer, STAFF, startServer } from './support/server.ts';
import { signedInPage } from './support/signed-in.ts';

/**
 * Premium (issue 17.1) and what it opens, insights (issue 17.3), on one server: the insights
 * journey starts the trial of a new manager of its own, premium that of the demo manager, whose
 * teams and cards it needs.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Card {
  id: number;
  card_instance_id: number;
  contract_games_left: number;
  listing: unknown;
}
interface Team {
  id: number;
  entry_number: number;
  picks: Array<{ athlete: { id: number }; card_instance_id: number | null }>;
}
interface Game {
  sport: { slug: string };
  startlist: Array<{ athlete: { id: number }; withdrawn: boolean; locks_at: string }>;
}

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const answer = await api(server, 'POST', 'users/token/', { body: account });
  return (answer.body as { access: string }).access;
}

/** The open manager game of a live event the demo manager has entered a team in (its demo data). */
async function openGameWithTeam(token: string): Promise<{ slug: string; id: number }> {
  const answer = await api(server, 'GET', 'events/?status=live&game_mode=manager&page_size=50', { token });
  const events = (
    answer.body as {
      results: Array<{
        slug: string;
        fantasy_games: Array<{ id: number; status: string; user_team: unknown }>;
      }>;
    }
  ).results;
  for (const event of events) {
    const game = event.fantasy_games.find((g) => g.status === 'OPN' && g.user_team !== null);
    if (game) return { slug: event.slug, id: game.id };
  }
  throw new Error('the demo manager has no team in an open game');
}

const myTeams = async (token: string, gameId: number) =>
  (
    (await api(server, 'GET', `games/${gameId}/my-teams/?mode=manager`, { token })).body as {
      results: Team[];
    }
  ).results;

/**
 * The startlist athletes the demo manager holds a playable card of that no team of theirs in
 * the game plays: what a second line-up can be made of.
 */
async function freeAthletes(token: string, gameId: number, game: Game): Promise<Set<number>> {
  const cards = (await api(server, 'GET', 'cards/athlete-cards/', { token })).body as Card[];
  const used = new Set((await myTeams(token, gameId)).flatMap((t) => t.picks.map((p) => p.card_instance_id)));
  const onList = new Set(game.startlist.filter((e) => !e.withdrawn).map((e) => e.athlete.id));
  return new Set(
    cards
      .filter(
        (c) => onList.has(c.id) && c.contract_games_left > 0 && !c.listing && !used.has(c.card_instance_id),
      )
      .map((c) => c.id),
  );
}

/**
 * The demo manager's cards fill one team of the game; a second needs five more. Staff make four
 * startlist athletes all but certain in the sport's drafts, and the demo opens common drafts (3
 * cards for 100 credits) until five athletes have a free card.
 */
async function collectCardsForASecondTeam(token: string, gameId: number): Promise<void> {
  const staffToken = await tokenOf(STAFF);
  const game = (await api(server, 'GET', `games/${gameId}/`, { token })).body as Game;
  const free = await freeAthletes(token, gameId, game);
  const wanted = game.startlist
    .filter((e) => !e.withdrawn && !free.has(e.athlete.id))
    .slice(0, 5 - Math.min(free.size, 5))
    .map((e) => e.athlete.id);
  for (const athleteId of wanted) {
    const pool = await api(server, 'PUT', 'admin/drafts/pool/', {
      token: staffToken,
      body: { sport: game.sport.slug, athlete_id: athleteId, weight: 1_000_000 },
    });
    expect(pool.status).toBe(200);
  }
  for (let drafts = 0; (await freeAthletes(token, gameId, game)).size < 5; drafts += 1) {
    expect(drafts, 'drafts opened without five free athletes').toBeLessThan(12);
    const opened = await api(server, 'POST', 'drafts/open/', {
      token,
      body: { sport: game.sport.slug, tier: 'common' },
    });
    expect(opened.status).toBe(201);
  }
}

/** Startlist rows that can be picked now (enabled toggles not yet pressed). */
const pickable = (page: Page) => page.locator('main button[aria-pressed="false"]:not([disabled])');
const successToast = (page: Page) => page.getByTestId('toast-stack').getByRole('status').last();
const dateOf = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));

describe('premium: trial, a second team, cancel (issue 17.1)', () => {
  it('the demo manager starts the trial, enters a second team with other cards, then cancels and keeps premium until its end (R1.14, R2.16, R2.62)', async () => {
    const token = await tokenOf(DEMO);
    const game = await openGameWithTeam(token);
    await collectCardsForASecondTeam(token, game.id);
    const [firstTeam] = await myTeams(token, game.id);
    expect(firstTeam).toBeDefined();

    const { context, page } = await signedInPage(browser, server, DEMO);

    // Manager Home leads to the subscribe page.
    await page.goto('/manager');
    await page.getByRole('link', { name: /^Go Premium/ }).click();
    await expectLocation(page, '/manager/subscribe');
    await expectHeading(page, 'Go Premium');
    await expect.poll(() => page.title()).toBe('Go Premium - Shred League');
    await page.getByRole('button', { name: 'Subscribe yearly for €49.90 a year' }).waitFor();
    expect(await page.getByRole('region', { name: 'Plans' }).getByText('Save 17%').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'premium-subscribe');

    await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await expect.poll(() => successToast(page).textContent()).toContain('Trial started');
    const trial = (await api(server, 'GET', 'subscriptions/me/', { token })).body as {
      ends_at: string;
      status: string;
    };
    expect(trial.status).toBe('trial');
    await expect
      .poll(() => page.getByTestId('premium-status').textContent())
      .toBe(`Your free trial runs until ${dateOf(trial.ends_at)}: 7 days left.`);
    await expectAbsent(page.getByRole('button', { name: 'Start 7-day free trial' }));
    await shotBoth(page, 'premium-subscribe-trial');

    // Join Game now offers a second team beside the first.
    await page.goto(`/manager/events/${game.slug}/${game.id}/play`);
    await expectHeading(page, 'Join Game');
    const teams = page.getByRole('navigation', { name: 'Your teams in this game' });
    await teams.getByRole('link', { name: 'Team 1' }).waitFor();
    await teams.getByRole('link', { name: 'Add team 2' }).click();
    await page.getByRole('region', { name: 'Team 2' }).waitFor();
    const progress = page.getByText(/\d\/5 picked/).first();
    await expect.poll(() => progress.textContent()).toBe('0/5 picked');
    for (let picked = 1; picked <= 5; picked += 1) {
      await pickable(page).first().click();
      await expect.poll(() => progress.textContent()).toBe(`${picked}/5 picked`);
    }
    await page
      .getByRole('radio', { name: /^Make .* captain$/ })
      .first()
      .check({ force: true });
    await shotBoth(page, 'premium-team-switcher');
    await page.getByRole('button', { name: 'Submit team' }).click();
    await expect.poll(() => successToast(page).textContent()).toContain('Your team is in');
    await expectLocation(page, `/manager/events/${game.slug}/${game.id}`);

    // The game page shows both teams, each with its five picks.
    for (const name of ['Team 1: picks', 'Team 2: picks']) {
      const picks = page.getByRole('list', { name });
      await picks.getByRole('listitem').nth(4).waitFor();
      expect(await picks.getByRole('listitem').count()).toBe(5);
    }
    const stored = await myTeams(token, game.id);
    expect(stored.map((t) => t.entry_number).sort()).toEqual([1, 2]);
    const cardsOf = (t: Team) => t.picks.map((p) => p.card_instance_id);
    const [one, two] = [...stored].sort((a, b) => a.entry_number - b.entry_number) as [Team, Team];
    expect(one.id).toBe(firstTeam?.id);
    expect(cardsOf(two).filter((id) => cardsOf(one).includes(id))).toEqual([]);

    // Switching back opens team 1 as it was stored.
    await page.goto(`/manager/events/${game.slug}/${game.id}/play?team=${one.id}`);
    await page.getByRole('region', { name: 'Team 1' }).waitFor();
    await expect.poll(() => progress.textContent()).toBe('5/5 picked');

    // Settings: the trial, then Cancel after the confirm; premium stays until the trial's end.
    await page.goto('/settings');
    await page.getByRole('link', { name: /^Subscription/ }).click();
    await expectLocation(page, '/settings/subscription');
    await expectHeading(page, 'Subscription');
    await expect.poll(() => page.getByTestId('subscription-status').textContent()).toBe('Trial');
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'premium-settings-trial');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel premium?' }).waitFor();
    await page.getByRole('button', { name: 'Cancel premium' }).click();
    await expect.poll(() => page.getByTestId('subscription-status').textContent()).toBe('Cancelled');
    await expectVisible(page.getByText(`Cancelled: premium until ${dateOf(trial.ends_at)}`));
    await shotBoth(page, 'premium-settings-cancelled');
    const after = (await api(server, 'GET', 'subscriptions/me/', { token })).body as {
      status: string;
      ends_at: string;
      is_premium: boolean;
    };
    expect(after).toMatchObject({ status: 'cancelled', ends_at: trial.ends_at, is_premium: true });
    await context.close();
  });
});

interface Insights {
  teams: number;
  most_picked: Array<{ name: string; ownership: number; captaincy: number }>;
}

describe('insights: a premium player reads how managers picked at an event (issue 17.3)', () => {
  it('a manager meets the upsell, starts the trial, and reads ownership and captaincy of a past event (R2.20, R1.13, R6.09)', async () => {
    const { account, token } = await welcomedManager(server, 'insights');
    const past = (
      (await api(server, 'GET', 'events/?status=past&game_mode=manager', { token })).body as {
        results: Array<{ slug: string; name: string }>;
      }
    ).results;
    const event = past[0];
    if (!event) throw new Error('the demo season has no past event');
    expect((await api(server, 'GET', `insights/${event.slug}/`, { token })).status).toBe(403);

    const { context, page } = await signedInPage(browser, server, account);
    // The event page leads a signed-in player to its insights.
    await page.goto(`/manager/events/${event.slug}`);
    await page.getByRole('link', { name: /^Insights/ }).click();
    await expectLocation(page, `/insights/${event.slug}`);
    await expect.poll(() => page.title()).toBe(`Insights: ${event.name} - Shred League`);
    await expectHeading(page, event.name);
    await page.getByRole('heading', { name: 'See how every manager picked' }).waitFor();
    await page.getByText(/^Insights are part of Shred League Premium/).waitFor();
    await page.getByRole('button', { name: 'Start 7-day free trial' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'insights-upsell');

    const trial = await api(server, 'POST', 'subscriptions/trial/', { token });
    expect(trial.status).toBe(201);
    const insights = (await api(server, 'GET', `insights/${event.slug}/`, { token })).body as Insights;
    expect(insights.teams).toBeGreaterThan(0);
    const top = insights.most_picked[0];
    if (!top) throw new Error('nobody picked at the demo event');

    await page.reload();
    const first = page.getByTestId('most-picked-athlete').first();
    await first.waitFor();
    expect(await page.getByTestId('most-picked-athlete').count()).toBe(
      Math.min(5, insights.most_picked.length),
    );
    expect(await first.textContent()).toContain(top.name);
    expect(await first.textContent()).toContain(formatPercent(top.ownership));
    // The chart's numbers as screen readers read them: the most owned athlete's row.
    const row = page.locator('table tr', { hasText: top.name });
    expect(await row.first().textContent()).toContain(formatPercent(top.ownership));
    expect(await row.first().textContent()).toContain(formatPercent(top.captaincy));
    await page.getByRole('button', { name: 'Captain', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Captain', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('button', { name: 'Ownership', exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'insights');
    await context.close();
  });
});
