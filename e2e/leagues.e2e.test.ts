import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  type Account,
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  location,
  newAccount,
  storageItem,
  submitLogin,
  welcomedManager,
} from './support/journey.ts';
import { gradientPng } from './support/png.ts';
import { checkScreen } from './support/screen-check.ts';
import { type RunningServer, STAFF, startServer } from './support/server.ts';
import { signedInPage } from './support/signed-in.ts';

/**
 * Issue 15.1–15.2, leagues: a league is made and shared, a newcomer signs up by its invite and
 * lands in it, a signed-out member logs in and joins, both read the standings once a game is
 * scored, and the owner runs the league from its settings.
 */

let server: RunningServer;
let browser: Browser;
let staffToken: string;
const contexts: BrowserContext[] = [];

interface Manager {
  account: Account;
  token: string;
  id: number;
}
interface LeagueDetail {
  slug: string;
  name: string;
  members_count: number;
  joining_closed: boolean;
  events: Array<{ id: number; name: string }>;
  sports: Array<{ slug: string; name: string }>;
}
interface Standings {
  count: number;
  results: Array<{ rank: number; points: number; games: number; user: { id: number; username: string } }>;
  me: { rank: number; points: number } | null;
}
interface GameSummary {
  id: number;
  status: string;
  sport: { name: string; slug: string };
  competitions: Array<{ date: string }>;
}
interface Game {
  id: number;
  event: { slug: string; name: string };
  startlist: Array<{ athlete: { id: number } }>;
}
interface Card {
  id: number;
  card_instance_id: number;
}

const tokenOf = async (account: { email: string; password: string }) =>
  ((await api(server, 'POST', 'users/token/', { body: account })).body as { access: string }).access;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  staffToken = await tokenOf(STAFF);
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visitor(viewport = DESKTOP): Promise<Page> {
  const session = await newPage(browser, server.url, viewport);
  contexts.push(session.context);
  return session.page;
}

async function signedIn(account: { email: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const session = await signedInPage(browser, server, account, viewport);
  contexts.push(session.context);
  return session.page;
}

/** What the page shows as points: separators, at most 2 decimals (packages/game formatPoints). */
const points = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

const successToast = (page: Page) => page.getByTestId('toast-stack').getByRole('status').last();
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const leagueOf = async (slug: string, token: string) =>
  (await api(server, 'GET', `leagues/${slug}/`, { token })).body as LeagueDetail;

const standingsOf = async (slug: string, token: string) =>
  (await api(server, 'GET', `leagues/${slug}/standings/`, { token })).body as Standings;

/** Open manager games of the live events, as the calendar lists them. */
async function openGames(): Promise<GameSummary[]> {
  const live = await api(server, 'GET', 'events/?status=live&page_size=50&game_mode=manager');
  const events = (live.body as { results: Array<{ fantasy_games: GameSummary[] }> }).results;
  return events.flatMap((event) => event.fantasy_games.filter((game) => game.status === 'OPN'));
}

/** The sport of the open game whose first round is furthest off, so no game locks mid-journey. */
async function sportToFollow(): Promise<{ name: string; slug: string }> {
  const firstRound = (game: GameSummary) => Math.min(...game.competitions.map((c) => Date.parse(c.date)));
  const [latest] = (await openGames()).sort((a, b) => firstRound(b) - firstRound(a));
  if (!latest) throw new Error('the demo season has no open game');
  return latest.sport;
}

/**
 * A game scored with every member in it: each puts a manager team of five starter cards into an
 * open game of the sport, then staff import its results through the API and the scoring pass
 * ranks the teams. Answers each member's score.
 */
async function scoreGameWith(members: Manager[], sport: string): Promise<number[]> {
  const decks = await Promise.all(
    members.map(async (member) => {
      const cards = (await api(server, 'GET', 'cards/athlete-cards/', { token: member.token }))
        .body as Card[];
      return new Map(cards.map((card) => [card.id, card.card_instance_id]));
    }),
  );
  let chosen: { game: Game; teams: Array<Array<{ athlete_id: number; card_instance_id: number }>> } | null =
    null;
  for (const summary of (await openGames()).filter((game) => game.sport.slug === sport)) {
    const game = (await api(server, 'GET', `games/${summary.id}/`)).body as Game;
    const teams = decks.map((deck) =>
      game.startlist
        .filter((entry) => deck.has(entry.athlete.id))
        .slice(0, 5)
        .map((entry) => ({
          athlete_id: entry.athlete.id,
          card_instance_id: deck.get(entry.athlete.id) ?? 0,
        })),
    );
    if (teams.every((team) => team.length === 5)) {
      chosen = { game, teams };
      break;
    }
  }
  if (!chosen) throw new Error(`no open ${sport} game fields every member's starter squad`);
  const { game, teams } = chosen;
  for (const [index, member] of members.entries()) {
    const picks = teams[index] ?? [];
    const sent = await api(server, 'POST', `games/${game.id}/teams/`, {
      token: member.token,
      body: { mode: 'manager', picks, captain_id: picks[0]?.athlete_id },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }
  const imported = await api(server, 'POST', `admin/events/${game.event.slug}/results/`, {
    token: staffToken,
    body: {
      results: game.startlist.map((entry, index) => ({
        game_id: game.id,
        athlete_id: entry.athlete.id,
        place: index + 1,
      })),
    },
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  const teamOf = async (member: Manager) => {
    const answer = await api(server, 'GET', `games/${game.id}/my-teams/?mode=manager`, {
      token: member.token,
    });
    return (answer.body as { results: Array<{ rank: number | null; score: number | null }> }).results[0];
  };
  // The import queues the scoring pass: the teams are ranked once it has written the new board.
  for (const member of members)
    await expect.poll(async () => (await teamOf(member))?.rank ?? 0).toBeGreaterThan(0);
  return Promise.all(members.map(async (member) => (await teamOf(member))?.score ?? 0));
}

/** The league page's standings row of a member. */
const standingRow = (page: Page, username: string) =>
  page.getByRole('table', { name: 'League standings' }).getByRole('row').filter({ hasText: username });

describe('leagues (issue 15.1, 15.2, R1.12)', () => {
  it('a manager creates a league and shares its link; a newcomer signs up by it and lands in the league, a signed-out member logs in and joins; both read the standings once a game is scored (R1.05, R2.46–R2.48, R2.09, R2.113, R7.11, R1.19)', async () => {
    const sport = await sportToFollow();
    const [owner, member] = await Promise.all([
      welcomedManager(server, 'owner', [sport.slug]),
      welcomedManager(server, 'member', [sport.slug]),
    ]);

    // 1. The owner creates the league from My leagues (R2.46, R2.47) and lands on its page (R2.48).
    const ownerPage = await signedIn(owner.account, DESKTOP);
    await ownerPage.goto('/manager/leagues');
    await expectHeading(ownerPage, 'Leagues');
    await ownerPage.getByRole('heading', { name: 'No leagues yet' }).waitFor();
    await checkScreen(ownerPage, 'leagues-empty');
    await ownerPage.getByRole('link', { name: 'Create a league' }).first().click();
    await expectLocation(ownerPage, '/manager/leagues/create');
    await expectHeading(ownerPage, 'Create a league');
    await ownerPage.getByRole('button', { name: 'Create league' }).click();
    await ownerPage
      .getByText(/at least 3/i)
      .first()
      .waitFor();
    await checkScreen(ownerPage, 'league-create');
    const name = `Crew ${owner.account.username.slice(-6)}`;
    await ownerPage.getByLabel('Name').fill(name);
    await ownerPage.getByLabel(/Description/).fill('Friday night fantasy, loser buys the pizza.');
    await ownerPage.getByRole('button', { name: 'Create league' }).click();
    await expectHeading(ownerPage, name);
    const slug = location(ownerPage).replace('/manager/leagues/', '');
    expect(slug).toMatch(/^crew-[a-z0-9]+$/);
    await expect.poll(() => successToast(ownerPage).textContent()).toContain(`${name} is ready`);
    await expect.poll(() => ownerPage.title()).toBe(`${name} - Shred League`);

    // 2. The invite link, copied to the clipboard as it is shown (R2.48).
    await ownerPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const shown = await ownerPage.getByLabel('Invite link').inputValue();
    expect(shown).toBe(`${server.url}/invite?league=${slug}&inviterId=${owner.id}`);
    await ownerPage.getByRole('button', { name: 'Copy link' }).click();
    await ownerPage.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await ownerPage.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await ownerPage.getByRole('table', { name: 'League standings' }).waitFor();
    await checkScreen(ownerPage, 'league');
    await ownerPage.goto('/manager/leagues');
    await ownerPage.getByRole('link', { name: new RegExp(name) }).waitFor();
    await checkScreen(ownerPage, 'leagues');

    // 3. A newcomer opens the link signed out on a phone: no navbar, the inviter saved (R2.09, R2.113).
    const newcomer = newAccount('invitee');
    const phone = await visitor(PHONE);
    await phone.goto(shown.replace(server.url, ''));
    await expectHeading(phone, name);
    expect(await phone.title()).toBe('Join League - Shred League');
    await expectAbsent(mainNav(phone));
    expect(await storageItem(phone, 'inviterId')).toBe(String(owner.id));
    await checkScreen(phone, 'invite');

    // Register, Finish your Profile, the manager welcome: then the league, as a member (R7.11, R1.19).
    await phone.getByRole('link', { name: 'Create an account' }).click();
    await expectHeading(phone, 'Create account');
    await phone.getByLabel('E-mail').fill(newcomer.email);
    await phone.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await phone.getByLabel('Username', { exact: true }).fill(newcomer.username);
    await phone.getByRole('button', { name: 'Create account' }).click();
    await expectLocation(phone, `/register/details?next=/manager/leagues/${slug}`);
    await phone.getByLabel('First name').fill('Ines');
    await phone.getByLabel('Last name').fill('Invited');
    await phone.getByRole('button', { name: 'Continue' }).click();
    await expectLocation(phone, `/manager/welcome?next=/manager/leagues/${slug}`);
    for (let step = 1; step <= 3; step += 1) await phone.getByRole('button', { name: 'Next' }).click();
    await phone.getByRole('checkbox', { name: sport.name }).check();
    await phone.getByRole('button', { name: "Let's go" }).click();
    await expectLocation(phone, `/manager/leagues/${slug}`);
    await expectHeading(phone, name);
    await phone.getByRole('button', { name: 'Leave' }).waitFor();
    expect(await mainNav(phone).count()).toBe(1);
    const newcomerToken = await tokenOf(newcomer);
    const newcomerId = (
      (await api(server, 'GET', 'users/me/', { token: newcomerToken })).body as { id: number }
    ).id;
    expect((await leagueOf(slug, owner.token)).members_count).toBe(2);

    // 4. A member of the app, signed out, opens the link: Log in, back on the invite, Join.
    const memberPage = await visitor(DESKTOP);
    await memberPage.goto(shown.replace(server.url, ''));
    await memberPage.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expectHeading(memberPage, 'Log in');
    await submitLogin(memberPage, member.account);
    await expectLocation(memberPage, `/invite?league=${slug}&inviterId=${owner.id}`);
    await memberPage.getByRole('button', { name: 'Join', exact: true }).click();
    await expectLocation(memberPage, `/manager/leagues/${slug}`);
    await expect.poll(() => successToast(memberPage).textContent()).toContain(`You are in ${name}`);
    expect((await leagueOf(slug, owner.token)).members_count).toBe(3);

    // 5. A game is scored with the newcomer and the member in it; both read it in the standings.
    const newcomerManager = { account: newcomer, token: newcomerToken, id: newcomerId };
    const [newcomerScore, memberScore] = await scoreGameWith([newcomerManager, member], sport.slug);
    const table = await standingsOf(slug, owner.token);
    expect(table.count).toBe(3);
    const pointsOf = (id: number) => table.results.find((row) => row.user.id === id)?.points;
    expect(pointsOf(newcomerId)).toBe(newcomerScore);
    expect(pointsOf(member.id)).toBe(memberScore);
    expect(pointsOf(owner.id)).toBe(0);
    for (const [page, me, score] of [
      [phone, newcomer.username, newcomerScore],
      [memberPage, member.account.username, memberScore],
    ] as const) {
      await page.reload();
      const mine = standingRow(page, me);
      await expect.poll(() => mine.textContent()).toContain(points(score ?? 0));
      expect(await mine.getAttribute('aria-current')).toBe('true');
      expect(await standingRow(page, owner.account.username).textContent()).toContain('0 games');
    }
    await phone.getByText(/You are \d+(st|nd|rd|th) of 3/).waitFor();
    await checkScreen(phone, 'league-standings');
    await phone.getByRole('link', { name: '3 members' }).click();
    await expectHeading(phone, 'Members');
    await phone.getByRole('list').getByText(owner.account.username).waitFor();
    await checkScreen(phone, 'league-members');
  });

  it('the owner picks the events and sports that count, closes joining and removes a member; a member sees no settings (R2.49–R2.54)', async () => {
    const [owner, member, late] = await Promise.all([
      welcomedManager(server, 'boss'),
      welcomedManager(server, 'crew'),
      welcomedManager(server, 'late'),
    ]);
    const created = await api(server, 'POST', 'leagues/', {
      token: owner.token,
      body: { name: `Boss ${owner.id}` },
    });
    expect(created.status).toBe(201);
    const { slug, name } = created.body as LeagueDetail;
    expect(
      (await api(server, 'POST', `leagues/${slug}/join/`, { token: member.token, body: {} })).status,
    ).toBe(200);

    // A member: no Settings on the league page, and the settings address says who may change them.
    const memberPage = await signedIn(member.account, PHONE);
    await memberPage.goto(`/manager/leagues/${slug}`);
    await expectHeading(memberPage, name);
    await memberPage.getByRole('button', { name: 'Leave' }).waitFor();
    await expectAbsent(memberPage.getByRole('main').getByRole('link', { name: 'Settings' }));
    await expectAbsent(memberPage.getByRole('link', { name: 'Change what counts' }));
    await memberPage.goto(`/manager/leagues/${slug}/settings/members`);
    await memberPage.getByRole('heading', { name: 'Only the owner changes the settings' }).waitFor();
    await expectAbsent(memberPage.getByRole('button', { name: /^Remove / }));

    const page = await signedIn(owner.account, DESKTOP);
    await page.goto(`/manager/leagues/${slug}`);
    await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
    await expectLocation(page, `/manager/leagues/${slug}/settings`);
    await expectHeading(page, 'League settings');
    await checkScreen(page, 'league-settings');

    // Sports (R2.52): one sport counts.
    const sport = await sportToFollow();
    await page
      .getByRole('navigation', { name: 'League settings' })
      .getByRole('link', { name: 'Sports' })
      .click();
    await expectLocation(page, `/manager/leagues/${slug}/settings/sports`);
    await page.getByRole('checkbox', { name: sport.name }).check();
    await checkScreen(page, 'league-settings-sports');
    await page.getByRole('button', { name: 'Save sports' }).click();
    await expect.poll(() => successToast(page).textContent()).toContain(`Games of ${sport.name} count.`);

    // Events (R2.51): a live event counts.
    await page
      .getByRole('navigation', { name: 'League settings' })
      .getByRole('link', { name: 'Events' })
      .click();
    await expectLocation(page, `/manager/leagues/${slug}/settings/events`);
    await page.getByLabel('Show').selectOption('live');
    const firstEvent = page.getByRole('group', { name: 'Pick events' }).getByRole('checkbox').first();
    await firstEvent.check();
    const picked = page.getByRole('list', { name: 'Picked events' }).getByRole('button');
    const eventName = ((await picked.first().getAttribute('aria-label')) ?? '').replace('Stop counting ', '');
    await checkScreen(page, 'league-settings-events');
    await page.getByRole('button', { name: 'Save events' }).click();
    await expect.poll(() => successToast(page).textContent()).toContain('Games of 1 event count.');
    const counted = await leagueOf(slug, owner.token);
    expect(counted.sports.map((s) => s.slug)).toEqual([sport.slug]);
    expect(counted.events.map((e) => e.name)).toEqual([eventName]);

    // Details (R2.53): joining closed; the invite then lets nobody in.
    await page
      .getByRole('navigation', { name: 'League settings' })
      .getByRole('link', { name: 'Details' })
      .click();
    await expectLocation(page, `/manager/leagues/${slug}/settings/details`);
    // The league picture (issue 15.1): chosen here, it uploads at once and the league page shows it.
    await page
      .getByLabel('Choose picture')
      .setInputFiles({ name: 'crew.png', mimeType: 'image/png', buffer: gradientPng(96) });
    await page.getByRole('status').filter({ hasText: 'The new picture is up.' }).waitFor();
    const closing = page.getByRole('switch', { name: 'Joining closed' });
    expect(await closing.getAttribute('aria-checked')).toBe('false');
    await closing.click();
    expect(await closing.getAttribute('aria-checked')).toBe('true');
    await checkScreen(page, 'league-settings-details');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => successToast(page).textContent()).toContain('Everyone sees the change now.');
    expect((await leagueOf(slug, owner.token)).joining_closed).toBe(true);
    const refused = await api(server, 'POST', `leagues/${slug}/join/`, { token: late.token, body: {} });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const latePage = await signedIn(late.account, PHONE);
    await latePage.goto(`/invite?league=${slug}`);
    await latePage.getByText(`${name} is not taking new members right now.`).waitFor();
    // Signed in on a phone, the bottom bar stays hidden on /invite too (R2.09).
    await expectAbsent(mainNav(latePage));
    await expectAbsent(latePage.getByRole('button', { name: 'Join', exact: true }));

    // Members (R2.54): the member removed, after a confirmation.
    await page
      .getByRole('navigation', { name: 'League settings' })
      .getByRole('link', { name: 'Members' })
      .click();
    await expectLocation(page, `/manager/leagues/${slug}/settings/members`);
    await checkScreen(page, 'league-settings-members');
    await page.getByRole('button', { name: `Remove ${member.account.username}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Remove ${member.account.username}?` });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => successToast(page).textContent()).toContain('Member removed');
    await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect((await leagueOf(slug, owner.token)).members_count).toBe(1);

    // What counts, as the league page shows it to its owner.
    await page.goto(`/manager/leagues/${slug}`);
    const counts = page.getByRole('region', { name: 'What counts' });
    await page.getByRole('main').locator('img[src^="/media/leagues/"]').first().waitFor();
    await counts.getByText(sport.name).waitFor();
    await counts.getByRole('link', { name: eventName }).waitFor();
    await page.getByText('Joining closed', { exact: true }).first().waitFor();

    // The member, removed, now sees the league as an outsider who cannot join.
    await memberPage.goto(`/manager/leagues/${slug}`);
    await memberPage.getByRole('button', { name: 'Joining closed' }).waitFor();
  });

  it('/manager/leagues/create is the create page, never a league called create; an unknown league says so (R2.63)', async () => {
    const manager = await welcomedManager(server, 'router');
    const page = await signedIn(manager.account, PHONE);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/leagues/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/manager/leagues/create');
    await expectHeading(page, 'Create a league');
    await expect.poll(() => page.title()).toBe('Create a League - Shred League');
    expect(asked.filter((path) => path.startsWith('/api/leagues/create'))).toEqual([]);

    await page.goto('/manager/leagues/no-such-league');
    await page.getByRole('heading', { name: 'League not found' }).waitFor();
    await checkScreen(page, 'league-not-found');
  });
});
