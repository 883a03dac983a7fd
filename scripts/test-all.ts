import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every stage runs even when an earlier one fails, so one red stage never hides
 * another; then a table of stages with their times, the test counts, and a non-zero exit if any
 * stage failed. `npm test -- unit e2e` runs only the stages named.
 */
interface Stage {
  name: string;
  script: string;
  /** Vitest stages report their counts through a JSON file. */
  counted: boolean;
}

const STAGES: Stage[] = [
  { name: 'typecheck', script: 'typecheck', counted: false },
  { name: 'lint', script: 'lint', counted: false },
  { name: 'unit', script: 'test:unit', counted: true },
  { name: 'api', script: 'test:api', counted: true },
  { name: 'e2e', script: 'test:e2e', counted: true },
];

interface Outcome {
  stage: Stage;
  ok: boolean;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed and then passed on a retry (the journeys retry once). */
  flaky: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'shred-test-'));

function runScript(script: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function countLines(file: string): number {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
}

function readCounts(file: string): Pick<Outcome, 'passed' | 'failed' | 'skipped'> {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

async function runStage(stage: Stage): Promise<Outcome> {
  const reportFile = path.join(reports, `${stage.name}.json`);
  const flakyFile = path.join(reports, `${stage.name}.flaky`);
  const args = stage.counted
    ? [
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
        '--reporter=./scripts/flaky-tests-reporter.ts',
      ]
    : [];
  console.log(`\n▶ ${stage.name}: npm run ${stage.script}\n`);
  const started = performance.now();
  const code = await runScript(stage.script, args, { FLAKY_TESTS_FILE: flakyFile });
  const seconds = (performance.now() - started) / 1000;
  const counts = stage.counted ? readCounts(reportFile) : { passed: 0, failed: 0, skipped: 0 };
  return { stage, ok: code === 0, seconds, ...counts, flaky: countLines(flakyFile) };
}

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return minutes ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.name).join(', ')}.`);
  process.exit(2);
}
const stages = wanted.length ? STAGES.filter((stage) => wanted.includes(stage.name)) : STAGES;

const outcomes: Outcome[] = [];
const started = performance.now();
for (const stage of stages) outcomes.push(await runStage(stage));
rmSync(reports, { recursive: true, force: true });

console.log('\nstage        result   time        tests');
for (const o of outcomes) {
  const flaky = o.flaky ? `, ${o.flaky} flaky (passed on a retry)` : '';
  const tests = o.stage.counted ? `${o.passed} passed, ${o.failed} failed, ${o.skipped} skipped${flaky}` : '';
  console.log(
    `${o.stage.name.padEnd(12)} ${(o.ok ? 'ok' : 'FAILED').padEnd(8)} ${formatSeconds(o.seconds).padEnd(11)} ${tests}`,
  );
}
console.log(`total                 ${formatSeconds((performance.now() - started) / 1000)}`);
const failedStages = outcomes.filter((o) => !o.ok).map((o) => o.stage.name);
if (failedStages.length) console.log(`failed stages: ${failedStages.join(', ')}`);
const sum = (key: 'passed' | 'failed' | 'flaky') => outcomes.reduce((total, o) => total + o[key], 0);
// A stage can fail without a failed test (typecheck, a crashed run): count it as one.
const failed = sum('failed') + outcomes.filter((o) => !o.ok && o.failed === 0).length;
const flaky = sum('flaky');
console.log(
  `tests: ${sum('passed')} passed, ${failed} failed${flaky ? `, ${flaky} of the passed only on a retry` : ''}`,
);
process.exit(failedStages.length ? 1 : 0);
