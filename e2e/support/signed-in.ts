import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newPage } from './browser.ts';
import { type Account, signIn } from './journey.ts';
import type { RunningServer } from './server.ts';

/** A fresh page signed in as `account` by cookie, for the journeys that are not about signing in. */
export async function signedInPage(
  browser: Browser,
  server: RunningServer,
  account: Pick<Account, 'email' | 'password'>,
  viewport = DESKTOP,
  options: { achievements?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, server.url, viewport, options);
  await signIn(context, server, account);
  return { context, page };
}
