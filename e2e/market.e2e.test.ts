import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import {
  type Account,
  api,
  expectAbsent,
  expectHeading,
  expectLocation,
  newAccount,
  registerViaApi,
  shotBoth,
} from './support/journey.ts';
import { checkScreen } from './support/screen-check.ts';
import { DEMO, type RunningServer, STAFF, startServer } from './support/server.ts';
import { signedInPage } from './support/signed-in.ts';

let server: RunningServer;
let browser: Browser;
let staffToken: string;
const contexts: BrowserContext[] = [];

interface Card {
  id: number;
  card_instance_id: number;
  first_name: string;
  last_name: string;
  tier: 'common' | 'rare' | 'epic' | 'legendary';
  serial: number;
  listing?: { id: number; price: number } | null;
}
interface Listing {
  id: number;
  price: number;
  status: string;
  is_house: boolean;
  seller_username: string;
  buyer_username: string | null;
  card: Card;
}
interface Manager {
  account: Account;
  token: string;
}

const TIER = { common: 'Common', rare: 'Rare', epic: 'Epic', legendary: 'Legendary' } as const;
const nameOf = (card: Card) => `${card.first_name} ${card.last_name}`;
const count = (n: number) => n.toLocaleString('en');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

async function signedIn(account: { email: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const session = await signedInPage(browser, server, account, viewport);
  contexts.push(session.context);
  return session.page;
}

/** A new manager past the welcome, holding `credits` more than the welcome gave, and a draft's cards if asked. */
async function manager(
  prefix: string,
  options: { draft?: boolean; credits?: number } = {},
): Promise<Manager> {
  const account = newAccount(prefix);
  const { access: token } = await registerViaApi(server, account);
  const me = (await api(server, 'GET', 'users/me/', { token })).body as { id: number };
  const welcomed = await api(server, 'PUT', `users/profile/${me.id}/`, {
    token,
    body: { completed_manager_welcome: true },
  });
  expect(welcomed.status).toBe(200);
  if (options.credits) {
    const granted = await api(server, 'POST', `admin/users/${account.username}/credits/`, {
      token: staffToken,
      body: { amount: options.credits, reason: 'Market journey' },
    });
    expect(granted.status).toBe(201);
  }
  if (options.draft) {
    const drafts = (await api(server, 'GET', 'drafts/')).body as Array<{ sport: string; tier: string }>;
    const common = drafts.find((draft) => draft.tier === 'common');
    const opened = await api(server, 'POST', 'drafts/open/', {
      token,
      body: { sport: common?.sport, tier: 'common' },
    });
    expect(opened.status).toBe(201);
  }
  return { account, token };
}

const cardsOf = async (token: string) =>
  (await api(server, 'GET', 'cards/athlete-cards/', { token })).body as Card[];

const balanceOf = async (token: string) =>
  ((await api(server, 'GET', 'cards/credits/', { token })).body as { balance: number }).balance;

/** One of the manager's cards whose athlete and tier no other card of theirs shares, so a name picks it. */
async function distinctCard(token: string): Promise<Card> {
  const cards = await cardsOf(token);
  const card = cards.find(
    (c) => cards.filter((other) => other.id === c.id && other.tier === c.tier).length === 1,
  );
  if (!card) throw new Error('every card of the draft has a twin');
  return card;
}

async function listViaApi(token: string, card: Card, price: number): Promise<Listing> {
  const res = await api(server, 'POST', 'market/listings/', {
    token,
    body: { card_instance_id: card.card_instance_id, price, duration_days: 3 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Listing;
}

const balanceChip = (page: Page) => page.getByTestId('credit-balance').first();

/** Search the market home by the athlete's last name, as a player would type it. */
async function searchMarket(page: Page, card: Card): Promise<void> {
  await page.goto('/manager/market');
  await expectHeading(page, 'Market');
  await page.getByLabel('Athlete', { exact: true }).fill(card.last_name);
  await expect
    .poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 10_000 })
    .toBe(card.last_name);
  // Until the search answers, the unfiltered listings stay on screen, dimmed and busy.
  await expectAbsent(page.locator('main [aria-busy="true"]'));
}

/** The listing's card on a results page, told apart from any other of the same athlete by its seller. */
const listingCard = (page: Page, card: Card, price: number, seller: string) =>
  page
    .getByRole('article', { name: `${nameOf(card)}, ${TIER[card.tier]} card, ${count(price)} credits` })
    .filter({ hasText: seller });

describe('market journeys', () => {
  it('a manager lists a card, another finds it by name and buys it; balances, cards and the seller’s “sold” follow (issue 14.1, R1.05, R2.35, R2.37–R2.39, R1.25)', async () => {
    const [seller, buyer] = await Promise.all([
      manager('seller', { draft: true }),
      manager('buyer', { credits: 500 }),
    ]);
    const card = await distinctCard(seller.token);
    const name = nameOf(card);
    const tier = TIER[card.tier];
    // 5 % of 139 is 6.95: the fee rounds down to 6, so the seller receives 133.
    const price = 139;
    const [fee, proceeds] = [6, 133];
    const [sellerBefore, buyerBefore] = await Promise.all([balanceOf(seller.token), balanceOf(buyer.token)]);

    // The seller lists it on a phone: choose the card, see the fee and the proceeds, list.
    const sellerPage = await signedIn(seller.account, PHONE);
    await sellerPage.goto('/manager/market/listings/create');
    await expectHeading(sellerPage, 'List a card');
    await checkScreen(sellerPage, 'market-create-listing-empty');
    // The radio is visually hidden: a player taps the card around it.
    const choice = sellerPage.getByRole('radio', {
      name: new RegExp(`^${escaped(name)}.*#${card.serial}\\b`),
    });
    await sellerPage.locator('label', { has: choice }).click();
    expect(await choice.isChecked()).toBe(true);
    const form = sellerPage.getByRole('form', { name });
    await form.getByLabel('Price (credits)').fill(String(price));
    await form.getByLabel('Duration').selectOption('3');
    expect(await form.getByTestId('fee').textContent()).toBe(`−${fee}`);
    expect(await form.getByTestId('proceeds').textContent()).toBe(String(proceeds));
    await checkScreen(sellerPage, 'market-create-listing');
    await form.getByRole('button', { name: `List ${name}` }).click();
    await expectLocation(sellerPage, '/manager/market/listings/my-listings');
    await expectHeading(sellerPage, 'My listings');
    await sellerPage.getByRole('article', { name: `${name}, Active` }).waitFor();
    await checkScreen(sellerPage, 'market-my-listings-active');

    // The buyer, on a desktop, finds it by the athlete's name and buys it.
    const buyerPage = await signedIn(buyer.account, DESKTOP);
    await searchMarket(buyerPage, card);
    const offer = listingCard(buyerPage, card, price, `@${seller.account.username}`);
    await offer.waitFor();
    await checkScreen(buyerPage, 'market-search');
    await offer.getByRole('button', { name: `Buy ${name}, ${tier}` }).click();
    const dialog = buyerPage.getByRole('dialog');
    expect(await dialog.getByTestId('price').textContent()).toBe(`${price} credits`);
    await expect
      .poll(() => dialog.getByTestId('balance-after').textContent())
      .toBe(count(buyerBefore - price));
    await shotBoth(buyerPage, 'market-buy-dialog');
    await dialog.getByRole('button', { name: `Buy for ${price} cr` }).click();
    await buyerPage
      .getByTestId('toast-stack')
      .getByText(`${name} (${tier}) is yours.`, { exact: false })
      .waitFor();
    await expect.poll(() => balanceChip(buyerPage).textContent()).toBe(count(buyerBefore - price));
    // The card left the results: it is no longer for sale.
    await expect.poll(() => offer.count()).toBe(0);

    // Exact figures through the API: the buyer paid the price, the seller got it less the fee.
    expect(await balanceOf(buyer.token)).toBe(buyerBefore - price);
    expect(await balanceOf(seller.token)).toBe(sellerBefore + proceeds);
    expect((await cardsOf(buyer.token)).map((c) => c.card_instance_id)).toContain(card.card_instance_id);
    expect((await cardsOf(seller.token)).map((c) => c.card_instance_id)).not.toContain(card.card_instance_id);

    // The buyer's My Athletes shows the card (it is the only one they have).
    await buyerPage.goto('/manager/my-athletes');
    await buyerPage
      .getByRole('article', { name: `${name}, ${tier} card` })
      .first()
      .waitFor();

    // The seller sees it sold, to whom and for how much, and the new balance.
    await sellerPage.reload();
    const sold = sellerPage.getByRole('article', { name: `${name}, Sold` });
    await sold.waitFor();
    await sold.getByText(`@${buyer.account.username}`).waitFor();
    await sold.getByText(String(proceeds), { exact: true }).waitFor();
    await expect.poll(() => balanceChip(sellerPage).textContent()).toBe(count(sellerBefore + proceeds));
    await checkScreen(sellerPage, 'market-my-listings-sold');
  });

  it('an alert on an athlete, tier and price fires when another manager lists a matching card (issue 14.3, R2.36, R1.25)', async () => {
    const [watcher, lister] = await Promise.all([manager('watcher'), manager('lister', { draft: true })]);
    const card = await distinctCard(lister.token);
    const name = nameOf(card);

    const page = await signedIn(watcher.account, PHONE);
    await page.goto('/manager/market/alerts');
    await expectHeading(page, 'Price alerts');
    await page.getByRole('heading', { name: 'No alerts yet' }).waitFor();
    await page.getByLabel('Athlete', { exact: true }).fill(card.last_name);
    await page
      .getByRole('button', { name: new RegExp(`^${escaped(name)}\\b`) })
      .first()
      .click();
    expect(await page.getByTestId('picked-athlete').textContent()).toBe(name);
    await page.getByLabel('Tier').selectOption(card.tier);
    await page.getByLabel('Maximum price (credits)').fill('200');
    await page.getByRole('button', { name: 'Set alert' }).click();
    const alert = page.getByRole('article', { name: `Alert for ${name}` });
    await alert.getByText('Not fired yet').waitFor();
    await checkScreen(page, 'market-alerts-set');

    // Above the maximum: no match. At or under it, of that tier: it fires.
    const above = await listViaApi(lister.token, card, 201);
    const taken = await api(server, 'DELETE', `market/listings/${above.id}/`, { token: lister.token });
    expect(taken.status).toBe(204);
    await listViaApi(lister.token, card, 150);

    await page.reload();
    await alert.getByText(/^Fired 1 time, last /).waitFor();
    const matches = alert.getByRole('region', { name: `Matching now for the alert on ${name}` });
    await matches.getByText('1 matching now').waitFor();
    await matches.getByText(`@${lister.account.username}`, { exact: false }).waitFor();
    await matches.getByRole('button', { name: 'Buy for 150 credits' }).waitFor();
    const [stored] = (
      (await api(server, 'GET', 'market/alerts/', { token: watcher.token })).body as {
        results: Array<{ fired_count: number; last_fired_at: string | null }>;
      }
    ).results;
    expect(stored?.fired_count).toBe(1);
    expect(stored?.last_fired_at).not.toBeNull();
    await checkScreen(page, 'market-alerts-fired');
  });

  it('a seller is not offered their own listing, the server refuses it in the rule’s words, a listed card cannot be listed again, and Cancel takes it down (issue 14.1, 14.2, R2.38, R2.39)', async () => {
    const seller = await manager('owner', { draft: true });
    const card = await distinctCard(seller.token);
    const name = nameOf(card);
    const listing = await listViaApi(seller.token, card, 321);

    const page = await signedIn(seller.account, DESKTOP);
    await searchMarket(page, card);
    const own = listingCard(page, card, 321, 'Your listing');
    await own.waitFor();
    await expectAbsent(own.getByRole('button', { name: /^Buy / }));
    const refused = await api(server, 'POST', `market/listings/${listing.id}/buy/`, { token: seller.token });
    expect(refused.status).toBe(409);
    expect((refused.body as { detail: string }).detail).toBe(
      'This is your own listing: cancel it from My Listings instead of buying it.',
    );

    // The card chooser keeps the listed card, disabled, with its price.
    await page.goto('/manager/market/listings/create');
    const radio = page.getByRole('radio', { name: new RegExp(`^${escaped(name)}.*#${card.serial}\\b`) });
    await radio.waitFor({ state: 'attached' });
    expect(await radio.isDisabled()).toBe(true);
    await page.getByText('Listed for 321 credits').waitFor();

    await page.goto('/manager/market/listings/my-listings');
    await page.getByRole('button', { name: `Cancel the listing of ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Take ${name} off the market?` })
      .getByRole('button', { name: 'Cancel listing' })
      .click();
    await page.getByRole('article', { name: `${name}, Cancelled` }).waitFor();
    const after = (await api(server, 'GET', `market/listings/${listing.id}/`)).body as Listing;
    expect(after.status).toBe('cancelled');
    expect(
      (await cardsOf(seller.token)).find((c) => c.card_instance_id === card.card_instance_id)?.listing,
    ).toBeNull();
    await checkScreen(page, 'market-my-listings-cancelled');
  });

  it('staff read the market’s figures, change the bot’s rules and run it; its listings reach players labelled Shred League (issue 14.6, R2.78, R2.79)', async () => {
    const page = await signedIn(STAFF, DESKTOP);
    await page.goto('/admin/market');
    await expectHeading(page, 'Market');
    const stats = (await api(server, 'GET', 'admin/market/', { token: staffToken })).body as {
      volume: number;
      sales: number;
      fees_burned: number;
      active_listings: number;
    };
    for (const figure of [stats.volume, stats.sales, stats.fees_burned, stats.active_listings])
      await page.getByText(count(figure), { exact: true }).first().waitFor();
    await checkScreen(page, 'admin-market');

    await page.goto('/admin/market/bot');
    await expectHeading(page, 'Market Bot');
    const before = (await api(server, 'GET', 'admin/market/bot/', { token: staffToken })).body as {
      active_listings: number;
    };
    await page.getByLabel('Budget (credits)').fill('100000');
    await page.getByLabel('Most listings on sale').fill(String(before.active_listings + 6));
    await page.getByRole('button', { name: 'Save rules' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByText(/^Listed \d+ cards?\./).waitFor();
    const bot = (await api(server, 'GET', 'admin/market/bot/', { token: staffToken })).body as {
      budget: number;
      max_active: number;
      active_listings: number;
      listings: Listing[];
    };
    expect(bot.budget).toBe(100_000);
    expect(bot.active_listings).toBeGreaterThan(before.active_listings);
    expect(bot.active_listings).toBeLessThanOrEqual(bot.max_active);
    await checkScreen(page, 'admin-market-bot');

    // The newest house listing, as a player finds it: seller shown as the house.
    const house = bot.listings[0];
    if (!house) throw new Error('the bot listed nothing');
    expect(house.is_house).toBe(true);
    const player = await signedIn(DEMO, PHONE);
    await searchMarket(player, house.card);
    const offer = listingCard(player, house.card, house.price, 'Shred League').first();
    await offer.getByTestId('house-badge').waitFor();
    await expectAbsent(offer.getByText(`@${house.seller_username}`));
  });
});

describe('list-or-play in the team builder', () => {
  // Runs after the journeys above: it makes one athlete all but certain in a sport's drafts.
  it('a listed card stays in the team builder’s card chooser, disabled, with its price (issue 14.2, R1.25)', async () => {
    const player = await manager('chooser');
    const events = (
      await api(server, 'GET', 'events/?status=live&game_mode=manager&page_size=50', { token: player.token })
    ).body as { results: Array<{ slug: string; fantasy_games: Array<{ id: number; status: string }> }> };
    const open = events.results.flatMap((e) =>
      e.fantasy_games.filter((g) => g.status === 'OPN').map((g) => ({ slug: e.slug, id: g.id })),
    )[0];
    if (!open) throw new Error('no open manager game');
    const game = (await api(server, 'GET', `games/${open.id}/`, { token: player.token })).body as {
      sport: { slug: string };
      startlist: Array<{
        athlete: { id: number; first_name: string; last_name: string };
        withdrawn: boolean;
      }>;
    };
    const athlete = game.startlist.find((entry) => !entry.withdrawn)?.athlete;
    if (!athlete) throw new Error('an empty startlist');
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
    const opened = await api(server, 'POST', 'drafts/open/', {
      token: player.token,
      body: { sport: game.sport.slug, tier: 'common' },
    });
    expect(opened.status).toBe(201);
    const own = (await cardsOf(player.token)).filter((c) => c.id === athlete.id && c.tier === 'common');
    expect(own.length).toBeGreaterThanOrEqual(2);
    await listViaApi(player.token, own[0] as Card, 90);

    const name = `${athlete.first_name} ${athlete.last_name}`;
    const page = await signedIn(player.account, PHONE);
    await page.goto(`/manager/events/${open.slug}/${open.id}/play`);
    await page.getByRole('heading', { name: 'Startlist' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${escaped(name)}`) }).click();
    const chooser = page.getByRole('group', { name: `Card that plays for ${name}` });
    const listed = chooser.getByRole('radio', { name: /: cannot play\. Listed for 90 credits\.$/ });
    await listed.waitFor({ state: 'attached' });
    expect(await listed.isDisabled()).toBe(true);
    await chooser.getByText('Listed for 90').waitFor();
    expect(await chooser.getByRole('radio', { checked: true }).getAttribute('aria-label')).not.toContain(
      'Listed',
    );
    await shotBoth(page, 'market-team-builder-listed-card');
  });
});

describe('market routes, layouts and access', () => {
  const playerRoutes = [
    ['/manager/market', 'Market', 'Market'],
    ['/manager/market/alerts', 'Price alerts', 'Market Alerts'],
    ['/manager/market/listings', 'Listings', 'Market Listings'],
    ['/manager/market/listings/create', 'List a card', 'Create Listing'],
    ['/manager/market/listings/my-listings', 'My listings', 'My Listings'],
  ] as const;
  const staffRoutes = [
    ['/admin/market', 'Market', 'Market'],
    ['/admin/market/bot', 'Market Bot', 'Market Bot'],
  ] as const;

  it('sends visitors to sign in, opens the player screens in the manager layout and the staff screens only to staff in the admin layout (R2.35–R2.39, R2.78, R2.79)', async () => {
    const visitor = (await newPage(browser, server.url, DESKTOP)).page;
    contexts.push(visitor.context());
    for (const [path] of playerRoutes) {
      await visitor.goto(path);
      await expectLocation(visitor, `/auth?next=${path}`);
    }
    for (const [path] of staffRoutes) {
      await visitor.goto(path);
      await expectLocation(visitor, `/login?next=${path}`);
    }

    const player = await signedIn(DEMO, DESKTOP);
    for (const [path, heading, title] of playerRoutes) {
      await player.goto(path);
      await expectHeading(player, heading);
      await expect.poll(() => player.title()).toBe(`${title} - Shred League`);
      const main = player
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('navigation', { name: 'Main' });
      expect(await main.getByRole('link', { name: 'Market' }).getAttribute('aria-current')).toBe('page');
    }
    for (const [path] of staffRoutes) {
      await player.goto(path);
      await expectLocation(player, '/manager');
    }

    const staff = await signedIn(STAFF, DESKTOP);
    for (const [path, heading, title] of staffRoutes) {
      await staff.goto(path);
      await expectHeading(staff, heading);
      await expect.poll(() => staff.title()).toBe(`${title} - Shred League`);
      const nav = staff
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('navigation', { name: 'Admin' });
      expect(await nav.getByRole('link', { name: 'Market' }).getAttribute('aria-current')).toBe('page');
    }
  });
});
