import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe.ts';
import { DESKTOP, PHONE, settleAnimations } from './browser.ts';
import { location, shot, shotBoth } from './journey.ts';

/** How far the page scrolls sideways at its present size (0 when it fits the screen). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * A screen on the way of a journey: no serious accessibility violation and no sideways scrolling
 * at the journey's size, and its layout fitting the other size (a phone's for a desktop journey,
 * a desktop's for a phone journey), so that one journey checks both; screenshots at both sizes
 * when asked for.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  // Mid-fade colours (a page transition, an active chip's) are not the real ones.
  await settleAnimations(page);
  expect(await seriousViolations(page), location(page)).toEqual([]);
  expect(await sidewaysOverflow(page), `${location(page)} is wider than the screen`).toBeLessThanOrEqual(0);
  const size = page.viewportSize() ?? PHONE;
  const other = size.width >= DESKTOP.width ? PHONE : DESKTOP;
  await page.setViewportSize(other);
  expect(
    await sidewaysOverflow(page),
    `${location(page)} is wider than the screen at ${other.width} px`,
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize(size);
  await shotBoth(page, name);
}

/**
 * The same screen checked in full at a phone's size and at a desktop's, one after the other on
 * the same page (a resize, not a second visit), ending at the size it had.
 */
export async function checkScreenAtBothSizes(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? PHONE;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await settleAnimations(page);
    const where = `${location(page)} at ${viewport.width} px`;
    expect(await seriousViolations(page), where).toEqual([]);
    expect(await sidewaysOverflow(page), `${where} is wider than the screen`).toBeLessThanOrEqual(0);
    await shot(page, name);
  }
  await page.setViewportSize(size);
}
