import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

/**
 * The committed derived artefacts must match their sources: the OpenAPI document (from the
 * contract) and the SQL migrations (from the Drizzle schema). `--write` regenerates the document.
 */
const root = path.resolve(import.meta.dirname, '..');
const openApiFile = path.join(root, 'apps/server/openapi.json');
const write = process.argv.includes('--write');
const problems: string[] = [];

async function currentOpenApi(): Promise<string> {
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'shred-derived-')),
    }),
    database,
    jwtSecret: new Uint8Array(32),
    logger: false,
  });
  await app.ready();
  const doc = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await database.close();
  return doc;
}

const openApi = await currentOpenApi();
const committed = await readFile(openApiFile, 'utf8').catch(() => '');
if (write) await writeFile(openApiFile, openApi);
else if (committed !== openApi)
  problems.push('apps/server/openapi.json is out of date: run `npm run openapi`.');

const scratch = await mkdtemp(path.join(tmpdir(), 'shred-migrations-'));
await cp(path.join(root, 'apps/server/src/db/migrations'), scratch, { recursive: true });
const before = (await readdir(scratch)).length;
const generate = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/drizzle-kit/bin.cjs'),
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    'apps/server/src/db/schema/index.ts',
    '--out',
    scratch,
  ],
  { cwd: root, encoding: 'utf8' },
);
if (generate.status !== 0) problems.push(`drizzle-kit generate failed:\n${generate.stderr}`);
else if ((await readdir(scratch)).length !== before) {
  problems.push(
    'The Drizzle schema has changes without a migration: run `npm run db:generate` and commit it.',
  );
}
await rm(scratch, { recursive: true, force: true });

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  write ? 'openapi.json written; migrations match the schema.' : 'Derived artefacts match their sources.',
);
