import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * `npm run typecheck`: every TypeScript project of the repo, as many at a time as there are
 * cores (tsc uses one), each incremental: its build info in node_modules/.cache/tsc lets a
 * second run recheck only what changed. Prints each project's time and fails if any fails.
 */
const PROJECTS = [
  'apps/web',
  'apps/server',
  'packages/contract',
  'e2e',
  'packages/game',
  'packages/art',
  'bench',
  'scripts',
];

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const cache = path.join(root, 'node_modules/.cache/tsc');

function check(project: string): Promise<boolean> {
  const started = performance.now();
  const buildInfo = path.join(cache, `${project.replaceAll('/', '-')}.tsbuildinfo`);
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [tsc, '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo, '--pretty'],
      { cwd: root },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      // Printed whole once done, so that two projects checked at once never interleave.
      console.log(
        `${code === 0 ? 'ok    ' : 'FAILED'} ${project} (${seconds} s)${output ? `\n${output}` : ''}`,
      );
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results: boolean[] = [];
async function worker(): Promise<void> {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
