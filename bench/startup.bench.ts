import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { type Figure, round } from './figures.ts';
import { ROOT, removeDir, startServer } from './server-process.ts';

/**
 * What `npm start` runs, spawned directly: npm puts a shell between itself and the server, and
 * stopping npm would leave the server running and the benchmark waiting for it.
 */
const start = [process.execPath, path.join(ROOT, 'scripts/start.ts')];

/** Cold start of what `npm start` runs until /api/health/ answers: first on an empty data dir, then on the one it left. */
export async function run(): Promise<Figure[]> {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('web build failed');
  const empty = await startServer(start, {});
  await empty.stop();
  const existing = await startServer(start, {}, empty.dataDir);
  await existing.stop();
  await removeDir(empty.dataDir);
  return [
    {
      name: 'startup_empty_data_dir',
      value: round(empty.readyMs, 0),
      unit: 'ms',
      goal: 'migrate + seed demo data',
    },
    { name: 'startup_existing_data_dir', value: round(existing.readyMs, 0), unit: 'ms' },
  ];
}
