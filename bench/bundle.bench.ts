import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.ts';
import { type Figure, round } from './figures.ts';
import { ROOT, removeDir, startServer } from './server-process.ts';

/** JavaScript the browser loads for the first screen (/auth), gzipped as a server would send it. */
export async function run(): Promise<Figure[]> {
  const s = await startServer([process.execPath, `${ROOT}/apps/server/src/main.ts`], { DEMO_DATA: '0' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), await response.body());
    });
    await page.goto(`${s.url}/auth`, { waitUntil: 'networkidle' });
    for (const [url, body] of scripts) {
      console.error(
        `  ${url.split('/').pop()}: ${round(gzipSync(body, { level: 9 }).length / 1024)} KB gzipped`,
      );
    }
    const raw = [...scripts.values()].reduce((sum, b) => sum + b.length, 0);
    const gzipped = [...scripts.values()].reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
    return [
      { name: 'first_screen_js_gzip', value: round(gzipped / 1024), unit: 'KB', goal: '<= 120 KB' },
      { name: 'first_screen_js_raw', value: round(raw / 1024), unit: 'KB' },
      { name: 'first_screen_js_files', value: scripts.size, unit: 'files' },
    ];
  } finally {
    await browser.close();
    await s.stop();
    await removeDir(s.dataDir);
  }
}
