import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage } from './support/browser.ts';
import { logIn } from './support/journey.ts';
import { type AppPage, type DemoPages, demoPages } from './support/pages.ts';
import { DEMO, NEWBIE, type RunningServer, STAFF, startServer } from './support/server.ts';

/**
 * Issue 11.4: every page of the app runs under the server's Content Security Policy without a
 * single violation, whoever opens it (anonymous, the demo manager, a newcomer, staff), and so do
 * the API docs. A violation is caught three ways: the page's securitypolicyviolation events,
 * Chromium's console lines about the policy, and the reports the server receives and logs.
 */

let server: RunningServer;
let browser: Browser;
let pages: DemoPages;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  pages = await demoPages(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Collects the document's policy violations in `window.cspViolations`, from before its first script. */
function recordViolations(): void {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(
      `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

/**
 * A browser session whose pages record violations, and what the console said about policies;
 * with the service worker when the pages it serves are the subject.
 */
async function session(account?: { email: string; password: string }, { serviceWorker = false } = {}) {
  const { context, page } = await newPage(browser, server.url, DESKTOP, { serviceWorker });
  await context.addInitScript(recordViolations);
  const heard: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Reporting-Endpoints/i.test(message.text())) {
      heard.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  const faults = (where: string) => async (): Promise<string[]> => {
    const seen = await page.evaluate(() => window.cspViolations.splice(0));
    return [...seen, ...heard.splice(0)].map((fault) => `${where}: ${fault}`);
  };
  if (account) await logIn(page, account);
  return { context, page, faults };
}

/**
 * Open each page, wait until it shows (its title, a quiet network) and answer what the policy
 * refused on the way, page by page. The document must carry the policy, or nothing was tested.
 */
async function visit(page: Page, list: AppPage[], faultsAt: (where: string) => () => Promise<string[]>) {
  const problems: string[] = [];
  let fromWorker = 0;
  for (const appPage of list) {
    const where = `${appPage.name} ${appPage.path}`;
    const response = await page.goto(appPage.path);
    if (response?.fromServiceWorker()) fromWorker += 1;
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    if (!policy.includes("script-src 'self'")) problems.push(`${where}: served without the policy`);
    await expect
      .poll(() => page.title(), { timeout: 15_000, message: where })
      .toBe(`${appPage.title} - Shred League`);
    await page.waitForLoadState('networkidle');
    problems.push(...(await faultsAt(where)()));
  }
  return { problems, fromWorker };
}

interface LoggedReport {
  msg?: string;
  cspViolations?: Array<{ document: string; directive: string }>;
}

/** The violations the server has logged from browser reports so far, as `directive on document`. */
function reportedViolations(): string[] {
  return server
    .logs()
    .split('\n')
    .filter((line) => line.includes('content security policy violation'))
    .flatMap((line) => (JSON.parse(line) as LoggedReport).cspViolations ?? [])
    .map((violation) => `${violation.directive} on ${violation.document}`);
}

/**
 * Break the policy once on purpose, on a page marked as the canary, and wait until the server
 * logs that report (over http the browser sends each to report-uri as it happens): by then the
 * reports of every earlier page have arrived too. Answers the reports that are not the canary's.
 */
async function reportsBesidesCanary(page: Page, name: string): Promise<string[]> {
  await page.goto(`/how-to?csp-canary=${name}`);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 0 }';
    document.head.append(style);
  });
  await expect
    .poll(() => reportedViolations().some((line) => line.includes(`csp-canary=${name}`)), {
      timeout: 15_000,
      message: 'the canary violation reaches the server',
    })
    .toBe(true);
  return reportedViolations().filter((line) => !line.includes('csp-canary='));
}

describe('the Content Security Policy holds on every page (issue 11.4)', () => {
  it('anonymous pages, served by the network and then by the service worker, break no rule', async () => {
    const { context, page, faults } = await session(undefined, { serviceWorker: true });
    try {
      await page.goto('/auth');
      const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
      expect(worker).toBe(`${server.url}/sw.js`);
      const { problems, fromWorker } = await visit(page, pages.anonymous, faults);
      expect(problems).toEqual([]);
      // The worker answers navigations with its copy of index.html, the policy's headers included.
      expect(fromWorker).toBe(pages.anonymous.length);
      expect(await reportsBesidesCanary(page, 'anonymous')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the demo manager's pages, the account pages and the login on the way break no rule", async () => {
    const { context, page, faults } = await session(DEMO);
    try {
      const problems = [
        ...(await faults('login')()),
        ...(await visit(page, [...pages.manager, ...pages.account], faults)).problems,
      ];
      expect(problems).toEqual([]);
      expect(await reportsBesidesCanary(page, 'manager')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a newcomer's welcome and the staff tools break no rule", async () => {
    const problems: string[] = [];
    for (const [name, account, list] of [
      ['newcomer', NEWBIE, pages.newcomer],
      ['staff', STAFF, pages.staff],
    ] as const) {
      const { context, page, faults } = await session(account);
      try {
        problems.push(...(await faults(`${name} login`)()), ...(await visit(page, list, faults)).problems);
        expect(await reportsBesidesCanary(page, name)).toEqual([]);
      } finally {
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });

  it('the API docs (Swagger UI) show the operations and try one out under the same policy', async () => {
    const { context, page, faults } = await session();
    try {
      await page.goto('/api/docs');
      await page.getByText('/health/').first().click();
      await page.getByRole('button', { name: 'Try it out' }).click();
      await page.getByRole('button', { name: 'Execute' }).click();
      await page.getByText('"status": "ok"').first().waitFor();
      expect(await faults('api docs')()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
