import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { api, expectHeading, expectLocation, location, signIn, welcomedManager } from './support/journey.ts';
import { checkScreen } from './support/screen-check.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function balanceOf(token: string): Promise<number> {
  return ((await api(server, 'GET', 'cards/credits/', { token })).body as { balance: number }).balance;
}

const balanceChip = (page: Page) => page.getByTestId('credit-balance').first();

describe('economy: buy credits, open a draft, verify it', () => {
  // Each screen of the way is also laid out at a desktop's size (checkScreen).
  it('on a phone: buy credits → open a draft → the reveal → cards in My Athletes → the draw verified after a new client seed, through the real server (R1.26, R2.40–R2.45)', async () => {
    const { account, token } = await welcomedManager(server, 'drafter');
    const welcome = await balanceOf(token);
    const { context, page } = await newPage(browser, server.url, PHONE);
    await signIn(context, server, account);

    // The market's home, then credits: buy the 550 bundle from the dev provider.
    await page.goto('/manager/market');
    await expectHeading(page, 'Market');
    await expect.poll(() => balanceChip(page).textContent()).toBe(String(welcome));
    await page.getByRole('region', { name: 'Cards for sale' }).waitFor();
    await checkScreen(page, 'economy-market');

    await page.getByRole('link', { name: /Buy credits/ }).click();
    await expectLocation(page, '/manager/market/drafts/credits');
    await expectHeading(page, 'Draft Credits');
    await page.getByRole('button', { name: 'Buy for €4.99: 550 credits' }).click();
    await page
      .getByTestId('toast-stack')
      .getByText(/550 credits added/)
      .waitFor();
    const bought = welcome + 550;
    await expect.poll(() => balanceChip(page).textContent()).toBe(bought.toLocaleString('en'));
    await page.getByRole('region', { name: 'Movements' }).getByText('Credits bought').waitFor();
    await checkScreen(page, 'economy-credits');

    await page.getByRole('link', { name: 'Purchase history' }).click();
    await expectLocation(page, '/manager/market/drafts/credits/purchase-history');
    await expectHeading(page, 'Purchase History');
    await page.getByText('Completed').first().waitFor();
    await checkScreen(page, 'economy-purchase-history');

    // Drafts: the first sport's common draft, its odds and pool, then Open.
    await page.goto('/manager/market/drafts');
    await expectHeading(page, 'Drafts');
    const common = page.getByRole('link', { name: /Common draft,.*100 credits$/ }).first();
    await common.waitFor();
    await checkScreen(page, 'economy-drafts');
    await common.click();
    await expect.poll(() => location(page)).toMatch(/^\/manager\/market\/drafts\/[a-z-]+\/common$/);
    const draftPath = location(page);
    await page.getByRole('region', { name: 'Published odds' }).getByText('80%').waitFor();
    await page
      .getByRole('region', { name: 'Athletes in this draft' })
      .getByText(/% a card$/)
      .first()
      .waitFor();
    await checkScreen(page, 'economy-draft');

    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('balance-after').textContent()).toBe((bought - 100).toLocaleString('en'));
    await dialog.getByRole('button', { name: 'Open for 100 cr' }).click();
    // The opening is a draw and a transaction on the server: on a busy machine it takes seconds.
    await expect
      .poll(() => location(page), { timeout: 15_000 })
      .toMatch(/^\/manager\/market\/drafts\/open\/\d+$/);
    const openingId = Number(location(page).split('/').at(-1));
    await expectHeading(page, 'Open Draft');

    // The reveal: one card by keyboard, the rest at once; a reload starts it again.
    await page.getByRole('button', { name: 'Tap to turn card 1 of 3' }).waitFor();
    await checkScreen(page, 'economy-reveal-face-down');
    await page.getByRole('button', { name: 'Tap to turn card 1 of 3' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('revealed-card').first().waitFor();
    await page.getByRole('button', { name: 'Reveal all' }).click();
    await expect.poll(() => page.getByTestId('revealed-card').count()).toBe(3);
    const names = await page
      .getByTestId('revealed-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
    await checkScreen(page, 'economy-reveal');
    expect(await page.getByRole('link', { name: 'Open another' }).getAttribute('href')).toBe(draftPath);
    expect(await balanceOf(token)).toBe(bought - 100);

    // My Athletes holds the new cards.
    await page.getByRole('link', { name: 'See in My Athletes' }).click();
    await expectLocation(page, '/manager/my-athletes');
    const first = /^Card 1 of 3: (.+), (Common|Rare|Epic|Legendary)$/.exec(names[0] ?? '');
    expect(first).not.toBeNull();
    await page
      .getByRole('article', { name: `${first?.[1]}, ${first?.[2]} card` })
      .first()
      .waitFor();

    // The fairness page: secret until the client seed changes, then recomputed and matching.
    await page.goto(`/manager/market/drafts/fairness?opening=${openingId}`);
    await expectHeading(page, 'Fairness');
    await page.getByText(/server seed is still secret/).waitFor();
    await page.getByLabel('New client seed').fill(`e2e-${account.username}`);
    await page.getByRole('button', { name: 'Change client seed' }).click();
    await page.getByTestId('revealed-seed').waitFor();
    const verification = page.getByRole('status', { name: 'Verification' });
    await verification.getByText('Hash matches').waitFor();
    await verification.getByText('Cards match').waitFor();
    expect(await verification.locator('[data-match="true"]').count()).toBe(3);
    await checkScreen(page, 'economy-fairness');

    await page.goto('/manager/market/drafts/history');
    await expectHeading(page, 'Draft History');
    await page
      .getByRole('link', { name: /^Verify the / })
      .first()
      .waitFor();
    await checkScreen(page, 'economy-draft-history');

    // A reload of the reveal reads the opening back.
    await page.goto(`/manager/market/drafts/open/${openingId}`);
    await page.getByRole('button', { name: 'Tap to turn card 3 of 3' }).waitFor();
    await context.close();
  });

  it('reads static segments before {sportSlug}/{tier}: open/{id}, credits, credits/purchase-history, history, fairness (R2.63)', async () => {
    const { account } = await welcomedManager(server, 'router');
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await signIn(context, server, account);
    for (const [path, heading] of [
      ['/manager/market/drafts/credits/purchase-history', 'Purchase History'],
      ['/manager/market/drafts/open/999999', 'Open Draft'],
      ['/manager/market/drafts/credits', 'Draft Credits'],
      ['/manager/market/drafts/history', 'Draft History'],
      ['/manager/market/drafts/fairness', 'Fairness'],
    ] as const) {
      await page.goto(path);
      await expectHeading(page, heading);
      await expect.poll(() => page.title()).toBe(`${heading} - Shred League`);
    }
    await page.goto('/manager/market/drafts/open/999999');
    await page.getByRole('heading', { name: 'No such draft opening' }).waitFor();
    await context.close();
  });

  it('turns the cards without motion for a player who asks for reduced motion (R2.41)', async () => {
    const { account, token } = await welcomedManager(server, 'calm');
    const drafts = (await api(server, 'GET', 'drafts/')).body as Array<{
      sport: string;
      tier: string;
      price: number;
    }>;
    const common = drafts.find((d) => d.tier === 'common');
    const opened = await api(server, 'POST', 'drafts/open/', {
      token,
      body: { sport: common?.sport, tier: 'common' },
    });
    expect(opened.status).toBe(201);
    const { context, page } = await newPage(browser, server.url, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(context, server, account);
    await page.goto(`/manager/market/drafts/open/${(opened.body as { id: number }).id}`);
    await page.getByRole('button', { name: 'Reveal all' }).click();
    await expect.poll(() => page.getByTestId('revealed-card').count()).toBe(3);
    const moving = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => (a.effect as KeyframeEffect | null)?.target?.closest('main') !== null).length,
    );
    expect(moving).toBe(0);
    await context.close();
  });
});
