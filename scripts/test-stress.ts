import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * `npm run test:stress`: the whole suite (or the stages named, as for `npm test`) while one busy
 * loop per core competes for the CPU. A test that passes idle but fails here races the clock.
 */
const root = path.resolve(import.meta.dirname, '..');
const loops: ChildProcess[] = [];
for (let i = 0; i < availableParallelism(); i++) {
  loops.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}
const stopLoops = () => {
  for (const loop of loops) loop.kill('SIGKILL');
};
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopLoops();
    process.exit(130);
  });
}
console.log(`Stress run: ${loops.length} busy loops load every core while the tests run.`);

const started = performance.now();
const suite = spawn(process.execPath, [path.join(root, 'scripts/test-all.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
suite.on('exit', (code) => {
  console.log(`stress run took ${((performance.now() - started) / 1000).toFixed(0)} s under load`);
  process.exit(code ?? 1);
});
