import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { type Figure, round } from './figures.ts';
import { ROOT, removeDir, startServer } from './server-process.ts';

const gzipped = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** The scripts a fresh visitor's browser loads for one screen, by url. */
async function scriptsOf(browser: Browser, url: string): Promise<Map<string, Buffer>> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return scripts;
}

/**
 * JavaScript the browser loads for the first screens (/auth, and /login with its form),
 * gzipped as a server would send it. WEB_DIST measures another build than apps/web/dist.
 */
export async function run(): Promise<Figure[]> {
  const s = await startServer([process.execPath, `${ROOT}/apps/server/src/main.ts`], { DEMO_DATA: '0' });
  const browser = await launchBrowser();
  try {
    const auth = await scriptsOf(browser, `${s.url}/auth`);
    for (const [url, body] of auth) {
      console.error(`  ${url.split('/').pop()}: ${round(gzipped(body) / 1024)} KB gzipped`);
    }
    const login = await scriptsOf(browser, `${s.url}/login`);
    for (const [url, body] of login) {
      if (!auth.has(url))
        console.error(`  /login also: ${url.split('/').pop()}: ${round(gzipped(body) / 1024)} KB gzipped`);
    }
    const total = (scripts: Map<string, Buffer>) =>
      [...scripts.values()].reduce((sum, b) => sum + gzipped(b), 0);
    const raw = [...auth.values()].reduce((sum, b) => sum + b.length, 0);
    return [
      { name: 'first_screen_js_gzip', value: round(total(auth) / 1024), unit: 'KB', goal: '<= 120 KB' },
      { name: 'first_screen_js_raw', value: round(raw / 1024), unit: 'KB' },
      { name: 'first_screen_js_files', value: auth.size, unit: 'files' },
      { name: 'login_screen_js_gzip', value: round(total(login) / 1024), unit: 'KB', goal: '<= 120 KB' },
    ];
  } finally {
    await browser.close();
    await s.stop();
    await removeDir(s.dataDir);
  }
}
