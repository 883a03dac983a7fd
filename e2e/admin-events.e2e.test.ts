import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { api, expectHeading, expectLocation, logIn, shotBoth } from './support/journey.ts';
import { DEMO, type RunningServer, STAFF, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;
let staffToken: string;

interface AthleteRow {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
}
interface GameView {
  id: number;
  name: string;
  status: string;
  competitions: Array<{ id: number; name: string }>;
  startlist: Array<{ athlete: { id: number; slug: string }; seed: number | null }>;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const token = await api(server, 'POST', 'users/token/', { body: STAFF });
  staffToken = (token.body as { access: string }).access;
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(account: { email: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const session = await newPage(browser, server.url, viewport);
  context = session.context;
  await logIn(session.page, account);
  return session.page;
}

const staffApi = (method: string, path: string, body?: unknown) =>
  api(server, method, path, { token: staffToken, ...(body !== undefined ? { body } : {}) });

/** A calendar day `days` from now, as the date inputs and the API write it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const toast = (page: Page, title: string) =>
  page.getByTestId('toast-stack').getByRole('status').filter({ hasText: title }).last();

async function snowboardMen(count: number): Promise<AthleteRow[]> {
  const res = await staffApi('GET', `athletes/?sport=snowboarding&gender=M&page_size=${count}`);
  return (res.body as { results: AthleteRow[] }).results;
}

async function gameOf(id: number): Promise<GameView> {
  return (await staffApi('GET', `games/${id}/`)).body as GameView;
}

/** An event with one snowboard slopestyle game and a startlist of `athletes`, set up through the API. */
async function eventWithGame(athletes: AthleteRow[]) {
  const tag = randomBytes(3).toString('hex');
  const event = await staffApi('POST', 'admin/events/', {
    name: `Import Cup ${tag}`,
    location: 'Laax, Switzerland',
    date_from: dayFromNow(20),
    date_to: dayFromNow(21),
    sports: ['snowboarding'],
  });
  expect(event.status).toBe(201);
  const slug = (event.body as { slug: string }).slug;
  const game = await staffApi('POST', `admin/events/${slug}/games/`, {
    sport: 'snowboarding',
    discipline: 'slopestyle',
    gender: 'M',
    competitions: [{ name: 'Final', starts_at: `${dayFromNow(20)}T10:00:00Z` }],
    startlist: athletes.map((a) => a.id),
  });
  expect(game.status).toBe(201);
  return { slug, game: game.body as GameView };
}

describe('staff event screens', () => {
  it('creates an event with a game and a startlist, then opens the game early (R2.74, R2.75, R2.76, R2.63)', async () => {
    const page = await signedIn(STAFF, DESKTOP);
    // Every API call the browser makes, to prove 'new' is never asked for as an event.
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));

    await page.goto('/admin/events');
    await expectHeading(page, 'Events');
    await expect.poll(() => page.title()).toBe('Events - Shred League');
    await page.getByText('14 events', { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(14);
    await shotBoth(page, 'admin-events');

    // Search and filters narrow the list on the server.
    await page.getByLabel('Search events').fill('laax');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Laax Open' }).isVisible()).toBe(true);
    await expectLocation(page, '/admin/events?q=laax');
    await page.getByLabel('Search events').fill('');
    await expectLocation(page, '/admin/events');
    await page.getByLabel('Phase').selectOption('live');
    await page.getByLabel('Sport').selectOption('skateboarding');
    await expectLocation(page, '/admin/events?status=live&sport=skateboarding');
    await page.getByRole('heading', { level: 2, name: 'Barcelona Street & Park Open' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByLabel('Sport').selectOption('surfing');
    await page.getByText('No events match').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectLocation(page, '/admin/events');

    // R2.63: /admin/events/new is the form, never an event called 'new'.
    await page.getByRole('link', { name: 'New event' }).first().click();
    await expectLocation(page, '/admin/events/new');
    await expectHeading(page, 'New Event');
    await expect.poll(() => page.title()).toBe('New Event - Shred League');
    expect(await page.getByText('This event does not exist').count()).toBe(0);
    expect(calls.filter((path) => path.startsWith('/api/admin/events/new'))).toEqual([]);

    // The form checks with the contract before sending...
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect.poll(() => page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Pick at least one sport.').isVisible()).toBe(true);
    await shotBoth(page, 'admin-event-new-errors');

    // ...and shows the server's own field errors where they belong.
    const tag = randomBytes(3).toString('hex');
    const name = `Rail Jam ${tag}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Slug').fill('saas-fee-pipe-masters');
    await page.getByLabel('Location').fill('Stockholm, Sweden');
    await page.getByLabel('Start date').fill(dayFromNow(30));
    await page.getByLabel('End date').fill(dayFromNow(31));
    await page.getByRole('checkbox', { name: 'Snowboarding' }).check();
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.getByText('This slug is already taken.').waitFor();
    expect(await page.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Slug').fill('');
    await page.getByRole('button', { name: 'Create event' }).click();
    const slug = `rail-jam-${tag}`;
    await expectLocation(page, `/admin/events/${slug}`);
    await expectHeading(page, 'Edit Event');
    await toast(page, 'Event created').waitFor();
    await page.getByText('No games yet').first().waitFor();

    // A game with two rounds.
    await page.getByRole('button', { name: 'Add a game' }).click();
    await page.getByLabel('Discipline').selectOption('slopestyle');
    await page.getByRole('radio', { name: 'Men', exact: true }).check();
    await page.getByLabel('Round 1 name').fill('Qualifier');
    await page.getByLabel('Round 1 starts').fill(`${dayFromNow(30)}T10:00`);
    await page.getByRole('button', { name: 'Add round' }).click();
    await page.getByLabel('Round 2 name').fill('Final');
    await page.getByLabel('Round 2 starts').fill(`${dayFromNow(31)}T14:00`);
    await page.getByRole('checkbox', { name: 'Final' }).nth(1).check();
    await shotBoth(page, 'admin-event-new-game');
    await page.getByRole('button', { name: 'Add game' }).click();
    await toast(page, 'Game added').waitFor();
    const panel = page.getByRole('button', { name: /Slopestyle Men/, expanded: true });
    await panel.waitFor();
    const gameId = Number(new URL(page.url()).searchParams.get('game'));
    expect(gameId).toBeGreaterThan(0);
    await page.getByText('Nobody on the startlist yet.').waitFor();

    // The startlist: three riders found by name, one seeded.
    const riders = await snowboardMen(3);
    for (const rider of riders) {
      await page.getByLabel('Find athletes').fill(rider.last_name);
      await page.getByRole('button', { name: `Add ${rider.first_name} ${rider.last_name}` }).click();
    }
    await page.getByLabel('Find athletes').fill('');
    await page.getByText('3 athletes', { exact: false }).first().waitFor();
    const first = riders[0] as AthleteRow;
    await page.getByLabel(`Seed of ${first.first_name} ${first.last_name}`).fill('1');
    await page.getByText('Unsaved changes').waitFor();
    await shotBoth(page, 'admin-event-startlist');
    await page.getByRole('button', { name: 'Save startlist' }).click();
    await toast(page, 'Startlist saved').waitFor();
    const saved = await gameOf(gameId);
    expect(saved.startlist.map((e) => e.athlete.id)).toEqual(riders.map((r) => r.id));
    expect(saved.startlist[0]?.seed).toBe(1);
    expect(saved.competitions.map((c) => c.name)).toEqual(['Qualifier', 'Final']);
    expect(saved.status).toBe('UPC');

    // Force it open, after the confirmation.
    await page.getByRole('tab', { name: 'Status' }).click();
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Open Slopestyle Men now\?/ });
    await dialog.waitFor();
    await shotBoth(page, 'admin-event-force-open');
    await dialog.getByRole('button', { name: 'Open now' }).click();
    await toast(page, 'Status changed').waitFor();
    await expect.poll(async () => (await gameOf(gameId)).status).toBe('OPN');
    await page.getByRole('button', { name: /Slopestyle Men\s*Open/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Open', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await shotBoth(page, 'admin-event-edit');
  });

  it('rejects a CSV naming an unknown athlete with a line-numbered report and changes nothing, then imports valid results with a summary (R2.77)', async () => {
    const riders = await snowboardMen(3);
    const { slug, game } = await eventWithGame(riders);
    const final = game.competitions[0]?.id;
    const [a, b, c] = riders as [AthleteRow, AthleteRow, AthleteRow];
    const page = await signedIn(STAFF, PHONE);
    await page.goto(`/admin/events/${slug}/refresh`);
    await expectHeading(page, 'Refresh Results');
    await expect.poll(() => page.title()).toBe('Refresh Results - Shred League');
    await page.getByRole('cell', { name: String(final) }).waitFor();
    await shotBoth(page, 'admin-refresh');

    // The template lists every starter in their round.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    const template = await readFile((await (await download).path()) ?? '', 'utf8');
    expect(template.trim().split('\n')).toEqual([
      'competition,athlete,place,score,bonuses',
      ...riders.map((r) => `${final},${r.slug},,,`),
    ]);

    const results = page.getByLabel('Results as CSV');
    await results.fill(
      [
        'competition,athlete,place,score,bonuses',
        `${final},${a.slug},1,91.5,bestRun`,
        `${final},ghost-rider-${slug},2,80,`,
      ].join('\n'),
    );
    await page.getByRole('button', { name: 'Import results' }).click();
    const report = page.getByRole('alert').filter({ hasText: 'Import rejected' });
    await report.waitFor();
    expect(
      await report.getByText('Nothing was changed: no result was written and no score moved.').isVisible(),
    ).toBe(true);
    expect(await report.getByText('Line 3', { exact: true }).isVisible()).toBe(true);
    expect(await report.getByText(`Unknown athlete 'ghost-rider-${slug}'.`).isVisible()).toBe(true);
    expect(await report.getByText('Line 2', { exact: true }).count()).toBe(0);
    await shotBoth(page, 'admin-refresh-rejected');

    // Nothing was written: the good line alone is new, and counts as one row written.
    await results.fill(
      ['competition,athlete,place,score,bonuses', `${final},${a.slug},1,91.5,bestRun`].join('\n'),
    );
    await page.getByRole('button', { name: 'Import results' }).click();
    const summary = page.getByRole('status').filter({ hasText: 'Results imported' });
    await summary.waitFor();
    expect(await summary.getByRole('definition').first().textContent()).toBe('1');

    await results.fill(
      [
        'competition,athlete,place,score,bonuses',
        `${final},${a.slug},1,91.5,bestRun`,
        `${final},${b.slug},2,84.25,`,
        `"${final}",${c.slug},3,77,`,
      ].join('\n'),
    );
    await page.getByRole('button', { name: 'Import results' }).click();
    await expect.poll(() => summary.getByRole('definition').first().textContent()).toBe('2');
    expect(await summary.getByText(game.name).isVisible()).toBe(true);
    expect(await summary.getByText('Games rescored', { exact: true }).isVisible()).toBe(true);
    await shotBoth(page, 'admin-refresh-imported');

    // The same results again change nothing.
    await page.getByRole('button', { name: 'Import results' }).click();
    await summary.getByText('These results were already stored: nothing changed.').waitFor();
    expect(await summary.getByRole('definition').first().textContent()).toBe('0');

    // JSON is checked row by row before it is sent.
    await page.getByRole('radio', { name: 'JSON' }).check();
    await page
      .getByLabel('Results as JSON')
      .fill(JSON.stringify([{ competition_id: final, athlete: a.slug }]));
    await page.getByRole('button', { name: 'Import results' }).click();
    const notSent = page.getByRole('alert').filter({ hasText: 'Not sent' });
    await notSent.waitFor();
    expect(await notSent.getByText('Row 1', { exact: true }).isVisible()).toBe(true);

    // Without a feed URL, the feed card says how to get one.
    expect(await page.getByRole('link', { name: 'Set a feed URL' }).isVisible()).toBe(true);
  });

  it('creates a scoring ruleset from the GAME.md defaults and lists it (R2.86)', async () => {
    const page = await signedIn(STAFF, DESKTOP);
    await page.goto('/admin/rules/create-ruleset');
    await expectHeading(page, 'Create Ruleset');
    await expect.poll(() => page.title()).toBe('Create Ruleset - Shred League');
    const points = (place: string) => page.getByLabel(`Points for ${place} place`);
    expect(await points('1st').inputValue()).toBe('100');
    expect(await points('8th').inputValue()).toBe('36');
    expect(await page.getByLabel('Bonus 1 name').inputValue()).toBe('bestRun');
    await page.getByRole('list', { name: 'Rulesets' }).getByText('Standard').waitFor();

    const name = `Finals Only ${randomBytes(2).toString('hex')}`;
    await page.getByLabel('Ruleset name').fill(name);
    await page.getByRole('button', { name: 'Add place' }).click();
    await points('9th').fill('40');
    await page.getByRole('button', { name: 'Create ruleset' }).click();
    await page.getByText('9th cannot earn more than 8th (36).').waitFor();
    await points('9th').fill('30');
    await page.getByRole('button', { name: 'Remove bonus 2' }).click();
    await page.getByRole('button', { name: 'Add bonus' }).click();
    await page.getByLabel('Bonus 2 name').fill('podium');
    await page.getByLabel('Bonus 2 points').fill('15');
    await shotBoth(page, 'admin-create-ruleset');
    await page.getByRole('button', { name: 'Create ruleset' }).click();
    await toast(page, 'Ruleset created').waitFor();
    await page.getByRole('list', { name: 'Rulesets' }).getByText(name).waitFor();

    const listed = (await staffApi('GET', 'admin/rulesets/')).body as Array<Record<string, unknown>>;
    expect(listed.find((r) => r.name === name)).toMatchObject({
      place_points: [100, 80, 65, 55, 50, 45, 40, 36, 30],
      step: 2,
      min_points: 2,
      bonuses: { bestRun: 10, podium: 15 },
    });
    // The form is ready for the next one, and a taken name is reported on its field.
    expect(await page.getByLabel('Ruleset name').inputValue()).toBe('');
    await page.getByLabel('Ruleset name').fill(name);
    await page.getByRole('button', { name: 'Create ruleset' }).click();
    await page.getByText('This name is taken.').waitFor();
  });

  it('sends non-staff away from every staff event screen to /, and anonymous visitors to log in (R2.74–R2.77, R2.86, R2.100, R2.101)', async () => {
    const paths = [
      '/admin/events',
      '/admin/events/new',
      '/admin/events/saas-fee-pipe-masters',
      '/admin/events/saas-fee-pipe-masters/refresh',
      '/admin/rules/create-ruleset',
    ];
    const page = await signedIn(DEMO, PHONE);
    for (const path of paths) {
      await page.goto(path);
      await expectLocation(page, '/manager');
    }
    await context?.close();
    const anonymous = await newPage(browser, server.url, PHONE);
    context = anonymous.context;
    await anonymous.page.goto('/admin/events/new?from=e2e');
    await expectLocation(anonymous.page, '/login?next=/admin/events/new%3Ffrom%3De2e');
  });
});
