import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { type Figure, round } from './figures.ts';
import { ROOT, removeDir, startServer } from './server-process.ts';

/**
 * Lighthouse (mobile emulation, simulated slow 4G and 4× CPU: its default config) over the
 * production build, for the first screen of a new visitor (/login, cookie banner included)
 * and of a returning signed-in manager (/manager).
 *
 * Signing in: Lighthouse drives one Chrome through its debugging port and keeps cookies and
 * localStorage between runs (it only clears caches and service workers). So for /manager a
 * fresh Chrome profile is prepared first: Playwright attaches to the same Chrome over CDP,
 * sets the token cookies in its default (non-incognito) context and the relaunch flag in
 * localStorage on a page that loads no app code (/builds/latest.json), then detaches. Extra
 * headers would not do: the app reads its tokens from document.cookie.
 *
 * LIGHTHOUSE_REPORT_DIR=/some/dir keeps each full report (lighthouse-login.json, …) there.
 *
 * Installable: Lighthouse 12 has no PWA category any more, so the same CDP session asks
 * Chrome itself (Page.getInstallabilityErrors) on the loaded page.
 */

const DEMO = { email: 'demo@shredleague.app', password: 'shredleague' };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-component-update',
];

function chromePath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => Boolean(p && existsSync(p)),
  );
  if (!found) throw new Error('Chromium not found: install it or set CHROMIUM_PATH');
  return found;
}

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
}

const TARGETS: Target[] = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'manager', path: '/manager', signedIn: true },
];

async function tokens(url: string): Promise<{ access: string; refresh: string }> {
  const res = await fetch(`${url}/api/users/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status}`);
  return (await res.json()) as { access: string; refresh: string };
}

/** Put the demo session into the Chrome profile, as a returning visitor would have it. */
async function prepareProfile(port: number, url: string, signedIn: boolean): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default context');
    if (signedIn) {
      const pair = await tokens(url);
      await context.addCookies([
        { name: 'access_token', value: pair.access, url },
        { name: 'refresh_token', value: pair.refresh, url },
        // A returning visitor answered the cookie banner long ago.
        { name: 'userConsent', value: 'denied', url },
      ]);
      const page = await context.newPage();
      await page.goto(`${url}/builds/latest.json`);
      await page.evaluate(() =>
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('loggedoutforrelaunch', 'true'),
      );
      await page.close();
    }
  } finally {
    // Detach only: the Chrome belongs to chrome-launcher.
    await browser.close().catch(() => {});
  }
}

/** Chrome's own installability verdict for the page at `url` (no errors = installable). */
async function installabilityErrors(port: number, url: string): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default context');
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    await page.close();
    return errors.map((e) => e.errorId);
  } finally {
    await browser.close().catch(() => {});
  }
}

const score = (value: number | null | undefined) => round((value ?? 0) * 100, 0);

async function audit(url: string, target: Target): Promise<{ figures: Figure[]; installable: string[] }> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'shred-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    await prepareProfile(chrome.port, url, target.signedIn);
    const result = await lighthouse(`${url}${target.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${target.path}`);
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const file = path.join(process.env.LIGHTHOUSE_REPORT_DIR, `lighthouse-${target.name}.json`);
      await writeFile(file, JSON.stringify(lhr));
      console.error(`  report: ${file}`);
    }
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== target.path)
      throw new Error(`${target.path} ended on ${finalPath}: not the page meant`);
    for (const category of Object.values(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1 && category.id !== 'performance')
          console.error(`  ${target.name}: ${category.id} ✗ ${a.id}: ${a.title}`);
      }
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const n = target.name;
    return {
      figures: [
        {
          name: `lighthouse_${n}_performance`,
          value: score(lhr.categories.performance?.score),
          unit: 'score',
          goal: '>= 95',
        },
        {
          name: `lighthouse_${n}_accessibility`,
          value: score(lhr.categories.accessibility?.score),
          unit: 'score',
          goal: 'as high as disabled pinch zoom allows',
        },
        {
          name: `lighthouse_${n}_best_practices`,
          value: score(lhr.categories['best-practices']?.score),
          unit: 'score',
        },
        {
          name: `lighthouse_${n}_lcp`,
          value: round(metric('largest-contentful-paint'), 0),
          unit: 'ms',
          goal: '<= 2000',
        },
        { name: `lighthouse_${n}_fcp`, value: round(metric('first-contentful-paint'), 0), unit: 'ms' },
        { name: `lighthouse_${n}_tbt`, value: round(metric('total-blocking-time'), 0), unit: 'ms' },
        { name: `lighthouse_${n}_cls`, value: round(metric('cumulative-layout-shift'), 3), unit: 'score' },
      ],
      installable: await installabilityErrors(chrome.port, `${url}${target.path}`),
    };
  } finally {
    chrome.kill();
    await removeDir(userDataDir);
  }
}

export async function run(): Promise<Figure[]> {
  // WEB_DIST (read by the server too) measures another build than apps/web/dist.
  const webDist = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('build the web app first (npm run build)');
  const s = await startServer([process.execPath, path.join(ROOT, 'apps/server/src/main.ts')], {
    DEMO_DATA: '1',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  });
  try {
    const figures: Figure[] = [];
    let installErrors: string[] = [];
    for (const target of TARGETS) {
      const { figures: found, installable } = await audit(s.url, target);
      figures.push(...found);
      if (target.name === 'login') installErrors = installable;
    }
    if (installErrors.length) console.error(`  not installable: ${installErrors.join(', ')}`);
    figures.push({
      name: 'pwa_installable',
      value: installErrors.length === 0 ? 1 : 0,
      unit: 'bool',
      goal: '1',
    });
    return figures;
  } finally {
    await s.stop();
    await removeDir(s.dataDir);
  }
}
