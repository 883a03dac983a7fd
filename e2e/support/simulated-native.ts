import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { ROOT } from './server.ts';

/**
 * Simulated native (apps/web/src/platform). `npm run build` makes the production build,
 * which ignores any simulation. Journeys that need the iOS or Android app build the web app
 * once more with `VITE_SIMULATED_NATIVE=1` into a temporary folder and start a second server
 * on it (`startServer({ WEB_DIST })`); in that build a localStorage entry `simulatedNative`
 * = `{platform, version}` makes the browser behave as that app. Native side effects show on
 * <html>: data-status-bar, data-back-gesture, data-external-url.
 */
export interface TestBuild {
  dir: string;
  remove(): Promise<void>;
}

/** Build the web app with the simulation allowed (a few seconds); extra VITE_* values may be added. */
export async function buildTestWeb(env: Record<string, string> = {}): Promise<TestBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-web-test-'));
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
      dir,
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
  if (code !== 0) throw new Error(`test build failed (${code}):\n${output}`);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
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
