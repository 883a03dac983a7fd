import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { type Figure, round } from './figures.ts';
import { ROOT, removeDir, startServer } from './server-process.ts';

const npm = process.env.npm_execpath
  ? [process.execPath, process.env.npm_execpath, 'start']
  : ['npm', 'start'];

/** Cold `npm start` until /api/health/ answers: first on an empty data dir, then on the one it left. */
export async function run(): Promise<Figure[]> {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('web build failed');
  const empty = await startServer(npm, {});
  await empty.stop();
  const existing = await startServer(npm, {}, empty.dataDir);
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
