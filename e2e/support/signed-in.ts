import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newPage } from './browser.ts';
import { type Account, signIn } from './journey.ts';
import type { RunningServer } from './server.ts';

/** The web app's once-per-device mark (relaunch-flag.ts) that its login form leaves behind. */
const RELAUNCH_FLAG_KEY = 'loggedoutforrelaunch';

/**
 * A fresh page signed in as `account` by cookie, for the journeys that are not about signing
 * in. The app ends once a session it finds on a device without its relaunch mark, so the mark
 * is set before the app starts, as the login form would have left it.
 */
export async function signedInPage(
  browser: Browser,
  server: RunningServer,
  account: Pick<Account, 'email' | 'password'>,
  viewport = DESKTOP,
  options: { achievements?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, server.url, viewport, options);
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), RELAUNCH_FLAG_KEY);
  await signIn(context, server, account);
  return { context, page };
}
