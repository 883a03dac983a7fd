import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: every stage runs even when an earlier one fails, so one red stage never hides
 * another; then a table of stages with their times and test counts, the ten slowest test files,
 * and a non-zero exit if any stage failed. `npm test -- unit e2e` runs only the stages named.
 * The evidence stays in `test-results/`: a JUnit and a JSON report per Vitest stage, every
 * file's duration, and the summary printed here.
 */
interface Stage {
  name: string;
  command: string[];
  /** Vitest stages report their counts and file durations through JSON and JUnit files. */
  vitest: boolean;
}

const vitest = (...projects: string[]) => ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];

const STAGES: Stage[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], vitest: false },
  { name: 'lint', command: ['npm', 'run', 'lint'], vitest: false },
  { name: 'unit', command: vitest('unit', 'web', 'web-own-vite'), vitest: true },
  { name: 'api', command: vitest('api', 'api-isolated'), vitest: true },
  { name: 'api-postgres', command: vitest('api-postgres'), vitest: true },
  { name: 'e2e', command: ['npm', 'run', 'build', '&&', ...vitest('e2e')], vitest: true },
];

interface FileTime {
  stage: string;
  file: string;
  seconds: number;
  tests: number;
}

interface Outcome {
  stage: Stage;
  ok: boolean;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  files: FileTime[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    // Through a shell so that a stage can chain its steps (`build && vitest`), with the
    // project's binaries (Vitest, the pinned Node) first on the PATH as under `npm run`.
    const child = spawn(command.join(' '), {
      cwd: root,
      stdio: 'inherit',
      shell: true,
      env: {
        ...process.env,
        PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
      },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readReport(stage: string, file: string): Pick<Outcome, 'passed' | 'failed' | 'skipped' | 'files'> {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      files: report.testResults.map((result) => ({
        stage,
        file: path.relative(root, result.name),
        seconds: (result.endTime - result.startTime) / 1000,
        tests: result.assertionResults.length,
      })),
    };
  } catch {
    return { passed: 0, failed: 0, skipped: 0, files: [] };
  }
}

async function runStage(stage: Stage): Promise<Outcome> {
  const json = path.join(results, `${stage.name}.json`);
  const reporters = stage.vitest
    ? [
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${json}`,
        '--reporter=junit',
        `--outputFile.junit=${path.join(results, `${stage.name}.junit.xml`)}`,
      ]
    : [];
  console.log(`\n▶ ${stage.name}: ${stage.command.join(' ')}\n`);
  const started = performance.now();
  const code = await run([...stage.command, ...reporters]);
  const seconds = (performance.now() - started) / 1000;
  const report = stage.vitest
    ? readReport(stage.name, json)
    : { passed: 0, failed: 0, skipped: 0, files: [] };
  return { stage, ok: code === 0, seconds, ...report };
}

function formatSeconds(seconds: number): string {
  // Rounded once, before the split: 179.6 s is 3 min 00 s, not 2 min 60 s.
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole - minutes * 60;
  return minutes ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

function summarise(outcomes: Outcome[], totalSeconds: number): string[] {
  const lines = ['stage          result   time        tests'];
  for (const o of outcomes) {
    const tests = o.stage.vitest ? `${o.passed} passed, ${o.failed} failed, ${o.skipped} skipped` : '';
    lines.push(
      `${o.stage.name.padEnd(14)} ${(o.ok ? 'ok' : 'FAILED').padEnd(8)} ${formatSeconds(o.seconds).padEnd(11)} ${tests}`,
    );
  }
  lines.push(`total                   ${formatSeconds(totalSeconds)}`);
  const slowest = outcomes
    .flatMap((o) => o.files)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  if (slowest.length) {
    lines.push('', 'slowest test files');
    for (const f of slowest) {
      lines.push(
        `${formatSeconds(f.seconds).padStart(11)}  ${f.stage.padEnd(13)} ${f.file} (${f.tests} tests)`,
      );
    }
  }
  const failedStages = outcomes.filter((o) => !o.ok).map((o) => o.stage.name);
  if (failedStages.length) lines.push('', `failed stages: ${failedStages.join(', ')}`);
  const passed = outcomes.reduce((total, o) => total + o.passed, 0);
  // A stage can fail without a failed test (typecheck, a crashed run): count it as one.
  const failed = outcomes.reduce((total, o) => total + (o.failed || (o.ok ? 0 : 1)), 0);
  const skipped = outcomes.reduce((total, o) => total + o.skipped, 0);
  // The plain closing line CI reads for the run's verdict.
  lines.push('', `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return lines;
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.name).join(', ')}.`);
  process.exit(2);
}
const named = wanted.length ? STAGES.filter((stage) => wanted.includes(stage.name)) : STAGES;
// Off CI a developer without PostgreSQL still runs the rest; under CI vitest.config.ts fails the
// stage instead, so the proofs that need PostgreSQL never drop out of a green run unseen.
const withoutServer = !process.env.TEST_DATABASE_URL && process.env.CI !== 'true';
const stages = named.filter((stage) => !(withoutServer && stage.name === 'api-postgres'));
if (stages.length < named.length) {
  console.log('\nTEST_DATABASE_URL is not set: the api-postgres stage has no server and is skipped.');
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const outcomes: Outcome[] = [];
const started = performance.now();
for (const stage of stages) outcomes.push(await runStage(stage));

const summary = summarise(outcomes, (performance.now() - started) / 1000);
console.log(`\n${summary.join('\n')}`);
writeFileSync(path.join(results, 'summary.txt'), `${summary.join('\n')}\n`);
writeFileSync(
  path.join(results, 'file-durations.tsv'),
  `stage\tfile\tseconds\ttests\n${outcomes
    .flatMap((o) => o.files)
    .map((f) => `${f.stage}\t${f.file}\t${f.seconds.toFixed(2)}\t${f.tests}`)
    .join('\n')}\n`,
);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
