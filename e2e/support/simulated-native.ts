import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { ROOT } from './server.ts';

/**
 * Simulated native (apps/web/src/platform). `npm run build` makes the production build, which
 * ignores any simulation: switched on at run time it would let any visitor's localStorage
 * make the app behave as a phone (no cookie banner, no tag manager, forced-update rules).
 * Journeys that need the iOS or Android app therefore share one more build of the web app,
 * made once per run with `VITE_SIMULATED_NATIVE=1` and a tag-manager id (`TEST_GTM_ID`), and
 * start a server on it (`startServer({ WEB_DIST: await simulatedNativeBuild() })`); in that
 * build a localStorage entry `simulatedNative` = `{platform, version}` makes the browser
 * behave as that app. Native side effects show on <html>: data-status-bar,
 * data-back-gesture, data-external-url.
 */

/** The tag-manager container id of the simulated-native build (production builds have none). */
export const TEST_GTM_ID = 'GTM-E2ETEST1';

/**
 * How long a set-up waiting for that build may take: a full Vite build, which on a machine
 * busy with other journeys took over three minutes, past the journeys' hook timeout.
 */
export const SIMULATED_NATIVE_BUILD_TIMEOUT = 600_000;

/**
 * The folder of the run's simulated-native build. The first journey file to ask makes it (a
 * full Vite build); the others, in this worker or another, wait for it.
 */
export async function simulatedNativeBuild(): Promise<string> {
  const dir = inject('simulatedNativeBuildDir');
  const web = path.join(dir, 'web');
  const built = path.join(dir, 'built');
  const failed = path.join(dir, 'failed');
  const claimed = await writeFile(path.join(dir, 'claimed'), String(process.pid), { flag: 'wx' }).then(
    () => true,
    () => false,
  );
  if (claimed) {
    try {
      await buildWeb(web, { VITE_GTM_ID: TEST_GTM_ID });
    } catch (error) {
      await writeFile(failed, String(error));
      throw error;
    }
    await writeFile(built, '');
    return web;
  }
  // Another journey file is building it: its outcome shows as a file in the run's folder.
  for (;;) {
    if (existsSync(built)) return web;
    if (existsSync(failed)) throw new Error(await readFile(failed, 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function buildWeb(outDir: string, env: Record<string, string>): Promise<void> {
  // Vitest's own variables would switch the build into test mode (no service worker).
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
  );
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: path.join(ROOT, 'apps/web'),
      env: { ...inherited, NODE_ENV: 'production', VITE_SIMULATED_NATIVE: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`simulated-native build failed (${code}):\n${output}`);
}

export interface NativeApp {
  platform: 'ios' | 'android';
  version: string;
}

/** Make every page of the context the native app of that platform and version (test builds only). */
export async function simulateNative(context: BrowserContext, app: NativeApp): Promise<void> {
  await context.addInitScript((value) => {
    (
      globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
    ).localStorage.setItem('simulatedNative', value);
  }, JSON.stringify(app));
}
