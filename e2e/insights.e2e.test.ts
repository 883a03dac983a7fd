import { formatPercent } from '@shred/game';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage } from './support/browser.ts';
import { api, expectHeading, expectLocation, logIn, shotBoth } from './support/journey.ts';
import { DEMO, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Insights {
  teams: number;
  most_picked: Array<{ name: string; ownership: number; captaincy: number }>;
}

describe('insights: a premium player reads how managers picked at an event (issue 17.3)', () => {
  it('the demo manager meets the upsell, starts the trial, and reads ownership and captaincy of a past event (R2.20, R1.13, R6.09)', async () => {
    const token = ((await api(server, 'POST', 'users/token/', { body: DEMO })).body as { access: string })
      .access;
    const past = (
      (await api(server, 'GET', 'events/?status=past&game_mode=manager', { token })).body as {
        results: Array<{ slug: string; name: string }>;
      }
    ).results;
    const event = past[0];
    if (!event) throw new Error('the demo season has no past event');
    expect((await api(server, 'GET', `insights/${event.slug}/`, { token })).status).toBe(403);

    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await logIn(page, DEMO);
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
