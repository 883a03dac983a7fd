import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { api, expectHeading, expectLocation, shot, shotBoth } from './support/journey.ts';
import { DEMO, type RunningServer, STAFF, startServer } from './support/server.ts';
import { signedInPage } from './support/signed-in.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;
let staffToken: string;
let demoToken: string;

interface Draft {
  sport: string;
  tier: string;
  odds: Array<{ tier: string; weight: number; probability: number }>;
}
interface Card {
  id: number;
  card_instance_id: number;
  tier: string;
  contract_games_left: number;
}
interface StartlistEntry {
  athlete: { id: number; first_name: string; last_name: string };
  withdrawn: boolean;
}

const tokenOf = async (account: { email: string; password: string }) =>
  ((await api(server, 'POST', 'users/token/', { body: account })).body as { access: string }).access;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [staffToken, demoToken] = await Promise.all([tokenOf(STAFF), tokenOf(DEMO)]);
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
  const session = await signedInPage(browser, server, account, viewport);
  context = session.context;
  return session.page;
}

describe('staff draft screens', () => {
  it('staff change a draft’s odds and players see the new probabilities (R2.71, R2.87)', async () => {
    const page = await signedIn(STAFF);
    await page.goto('/admin/drafts');
    await expectHeading(page, 'Drafts');
    await expect.poll(() => page.title()).toBe('Drafts - Shred League');
    const draft = page.getByRole('article', { name: 'Snowboarding Common draft' });
    await draft.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'admin-drafts');

    await draft.getByLabel('Common weight').fill('6000');
    await draft.getByLabel('Rare weight').fill('3000');
    await draft.getByLabel('Epic weight').fill('900');
    await draft.getByLabel('Legendary weight').fill('100');
    await draft.getByText('Unsaved changes').waitFor();
    expect(await draft.locator('output').allTextContents()).toEqual([
      'Chance 60%',
      'Chance 30%',
      'Chance 9%',
      'Chance 1%',
    ]);
    await shot(page, 'admin-drafts-unsaved');
    await draft.getByRole('button', { name: 'Save Snowboarding Common draft' }).click();
    await draft.getByText('Saved', { exact: true }).waitFor();
    expect(await draft.getByText('Unsaved changes').count()).toBe(0);

    const onSale = (await api(server, 'GET', 'drafts/')).body as Draft[];
    const common = onSale.find((d) => d.sport === 'snowboarding' && d.tier === 'common');
    expect(common?.odds).toEqual([
      { tier: 'common', weight: 6000, probability: 0.6 },
      { tier: 'rare', weight: 3000, probability: 0.3 },
      { tier: 'epic', weight: 900, probability: 0.09 },
      { tier: 'legendary', weight: 100, probability: 0.01 },
    ]);

    // Bad input is refused at its field, by the contract's own rules, before anything is sent.
    const rare = page.getByRole('article', { name: 'Snowboarding Rare draft' });
    await rare.getByLabel(/Price/).fill('0');
    await rare.getByRole('button', { name: 'Save Snowboarding Rare draft' }).click();
    await rare.getByText('A draft costs at least 1 credit.').waitFor();
  });

  it('staff tune the pool and run the simulator, seeing drawn tiers against the published odds (R2.72, R2.73, R2.87)', async () => {
    const page = await signedIn(STAFF);
    await page.goto('/admin/drafts/pool?sport=snowboarding');
    await expectHeading(page, 'Draft Pool');
    await expect.poll(() => page.title()).toBe('Draft Pool - Shred League');
    await page.getByRole('heading', { name: 'Snowboarding pool' }).waitFor();
    await page.getByText(/^\d+ athletes · total weight/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'admin-draft-pool');

    await page.goto('/admin/drafts/simulator');
    await expectHeading(page, 'Draft Simulator');
    await expect.poll(() => page.title()).toBe('Draft Simulator - Shred League');
    await page.getByText('Nothing is stored', { exact: false }).waitFor();
    await page.getByRole('combobox', { name: 'Sport' }).selectOption('snowboarding');
    await page.getByRole('combobox', { name: 'Draft tier' }).selectOption('common');
    await page.getByRole('textbox', { name: 'Openings' }).fill('20000');
    const ledgerBefore = await api(server, 'GET', 'drafts/history/', { token: staffToken });
    await page.getByRole('button', { name: 'Run simulation' }).click();

    const tiers = page.getByRole('figure', { name: 'Tiers drawn vs published odds' });
    await tiers.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('region', { name: /Results/ }).getAttribute('aria-busy')).toBe('false');
    expect(await tiers.locator('rect[data-series="observed"]').count()).toBe(4);
    expect(await page.getByText('Cards drawn', { exact: true }).locator('..').textContent()).toContain(
      '60,000',
    );
    // 60,000 cards: every tier lands within 1.5 percentage points of its published chance.
    const gap = await page.getByText('Largest tier gap', { exact: true }).locator('..').textContent();
    expect(Number(gap?.match(/([\d.]+) pp/)?.[1])).toBeLessThan(1.5);
    await page.getByRole('figure', { name: /^Top \d+ athletes by weight$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'admin-draft-simulator');
    // Nothing stored: staff have no openings after the run.
    expect((await api(server, 'GET', 'drafts/history/', { token: staffToken })).body).toEqual(
      ledgerBefore.body,
    );
  });
});

/** An open manager game without a demo team, and a startlist athlete the demo owns two playable cards of. */
async function gameWithTwoCardsOfOneAthlete() {
  const events = (
    await api(server, 'GET', 'events/?status=live&game_mode=manager&page_size=50', { token: demoToken })
  ).body as {
    results: Array<{
      slug: string;
      fantasy_games: Array<{ id: number; status: string; user_team: unknown }>;
    }>;
  };
  const open = events.results.flatMap((e) =>
    e.fantasy_games
      .filter((g) => g.status === 'OPN' && g.user_team === null)
      .map((g) => ({ slug: e.slug, id: g.id })),
  )[0];
  if (!open) throw new Error('no open manager game without a demo team');
  const game = (await api(server, 'GET', `games/${open.id}/`, { token: demoToken })).body as {
    sport: { slug: string };
    startlist: StartlistEntry[];
  };
  const athlete = game.startlist.find((e) => !e.withdrawn)?.athlete;
  if (!athlete) throw new Error('an empty startlist');
  // Make the athlete all but certain in their sport's drafts and the common draft give commons
  // only; the demo opens a common and a rare draft: cards of two tiers to choose between.
  const pool = await api(server, 'PUT', 'admin/drafts/pool/', {
    token: staffToken,
    body: { sport: game.sport.slug, athlete_id: athlete.id, weight: 1_000_000 },
  });
  expect(pool.status).toBe(200);
  const commonOnly = await api(server, 'PUT', `admin/drafts/${game.sport.slug}/common/`, {
    token: staffToken,
    body: { price: 100, odds: [{ tier: 'common', weight: 1 }], on_sale: true },
  });
  expect(commonOnly.status).toBe(200);
  for (const tier of ['common', 'rare']) {
    const opened = await api(server, 'POST', 'drafts/open/', {
      token: demoToken,
      body: { sport: game.sport.slug, tier },
    });
    expect(opened.status).toBe(201);
  }
  const cards = (await api(server, 'GET', 'cards/athlete-cards/', { token: demoToken })).body as Card[];
  const own = cards.filter((c) => c.id === athlete.id && c.contract_games_left > 0);
  expect(new Set(own.map((c) => `${c.tier}:${c.contract_games_left}`)).size).toBeGreaterThanOrEqual(2);
  return { ...open, athlete, own };
}

describe('team builder card choice', () => {
  it('a manager with several cards of one athlete chooses which plays, and the team holds it (issue 13)', async () => {
    const { slug, id, athlete, own } = await gameWithTwoCardsOfOneAthlete();
    const name = `${athlete.first_name} ${athlete.last_name}`;
    const page = await signedIn(DEMO, PHONE);
    await page.goto(`/manager/events/${slug}/${id}/play`);
    await expectLocation(page, `/manager/events/${slug}/${id}/play`);
    await page.getByRole('heading', { name: 'Startlist' }).waitFor();

    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    const pickable = page.locator('main button[aria-pressed="false"]:not([disabled])');
    for (let i = 0; i < 4; i += 1) await pickable.first().click();
    const chooser = page.getByRole('group', { name: `Card that plays for ${name}` });
    await chooser.waitFor();
    const radios = chooser.getByRole('radio');
    expect(await radios.count()).toBeGreaterThanOrEqual(2);
    const checked = chooser.getByRole('radio', { checked: true });
    const defaultLabel = await checked.getAttribute('aria-label');
    // Keyboard: the next playable card of the group.
    await checked.focus();
    await page.keyboard.press('ArrowRight');
    const chosenLabel = await chooser.getByRole('radio', { checked: true }).getAttribute('aria-label');
    expect(chosenLabel).not.toBe(defaultLabel);
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'team-builder-card-choice');

    await page.getByRole('radio', { name: `Make ${name} captain` }).check({ force: true });
    await page.getByRole('button', { name: 'Submit team' }).last().click();
    await expectLocation(page, `/manager/events/${slug}/${id}`);

    const teams = (await api(server, 'GET', `games/${id}/my-teams/?mode=manager`, { token: demoToken }))
      .body as {
      results: Array<{ picks: Array<{ athlete: { id: number }; card_instance_id: number }> }>;
    };
    const played = teams.results[0]?.picks.find((p) => p.athlete.id === athlete.id)?.card_instance_id;
    const card = own.find((c) => c.card_instance_id === played);
    expect(card).toBeDefined();
    // The chosen card, not the default best one, plays.
    expect(chosenLabel?.toLowerCase()).toContain(
      `${card?.tier} card, ${card?.contract_games_left} contract game`,
    );
    expect(chosenLabel).not.toBe(defaultLabel);
  });
});
