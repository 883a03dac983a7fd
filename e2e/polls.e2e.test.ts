import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage } from './support/browser.ts';
import { api, expectHeading, logIn, shotBoth } from './support/journey.ts';
import { DEMO, type RunningServer, STAFF, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(account?: { email: string; password: string }): Promise<Page> {
  const session = await newPage(browser, server.url, DESKTOP);
  context = session.context;
  if (account) await logIn(session.page, account);
  return session.page;
}

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
  it('staff add a poll on the event page; the demo manager votes once, reads the bars, and after a reload still sees them and no vote buttons (R1.13, R2.19, R1.30)', async () => {
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
    await context?.close();

    const page = await openPage();
    await page.goto(`/polls/${event.slug}`);
    const card = page.getByRole('article', { name: question });
    await card.waitFor();
    // A visitor is sent to log in and brought back.
    await card.getByRole('button', { name: 'Vote for Right' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/polls/${event.slug}`);
    await context?.close();

    const fan = await openPage(DEMO);
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
    const token = ((await api(server, 'POST', 'users/token/', { body: DEMO })).body as { access: string })
      .access;
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
