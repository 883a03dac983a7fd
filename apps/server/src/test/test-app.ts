import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { installBundledFonts } from '../platform/fonts/bundled-fonts.ts';
import { createAnswerCheck } from './declared-answers.ts';

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
  /** Stop the clock where it is, so that nothing expires by time alone. */
  freeze(): void;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  dataDir: string;
  jwtSecret: Uint8Array;
  /** The answers so far that the OpenAPI document does not declare (issue 11.7). */
  undeclared(): string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Run as a second server process beside this app: same database (its own connection pool
   * on PostgreSQL) and same signing key, its own caches. Close it before the first app.
   */
  besides?: TestApp;
  /** The app's pino options, for a test that reads the log from a stream; silent without. */
  logger?: object;
}

/**
 * The real app on a real, empty, migrated database: in-memory PGlite by default, or a
 * private schema on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB_DRIVER=postgres.
 * Every answer it gives through `inject` is held to the OpenAPI document; `close` fails the
 * test file with those the document does not declare.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  // Shared by every test app and kept: fontconfig holds on to it for the whole process.
  await installBundledFonts(path.join(tmpdir(), 'shred-test-fonts'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shred-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    PUBLIC_URL: 'http://shred.test',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    ...env,
  });
  const first = options.besides;
  const scratch = !first && process.env.TEST_DB_DRIVER === 'postgres' ? await createScratchDatabase() : null;
  const database = first
    ? await reopen(first.database)
    : await openDatabase({ url: scratch?.url, dataDir: null });
  if (!first) await database.migrate();
  let offset = 0;
  let frozenAt: number | null = null;
  const clock: TestClock = {
    now: () => frozenAt ?? Date.now() + offset,
    advance: (ms) => {
      offset += ms;
      if (frozenAt !== null) frozenAt += ms;
    },
    freeze: () => {
      frozenAt = clock.now();
    },
  };
  const jwtSecret = first?.jwtSecret ?? randomBytes(32);
  const app = await buildApp({
    config,
    database,
    jwtSecret,
    now: clock.now,
    logger: options.logger ?? false,
  });
  await app.ready();
  const answers = createAnswerCheck(app);
  answers.watch();
  return {
    app,
    database,
    clock,
    dataDir,
    jwtSecret,
    undeclared: answers.problems,
    async close() {
      await app.close();
      if (database !== first?.database) await database.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
      const undeclared = answers.problems();
      if (undeclared.length > 0) {
        throw new Error(
          `Answers the OpenAPI document does not declare (issue 11.7):\n${undeclared.join('\n')}`,
        );
      }
    },
  };
}

/** A new connection to the same database; the embedded PGlite lives in one process and is shared. */
async function reopen(database: Database): Promise<Database> {
  const { connection } = database;
  return connection.driver === 'postgres' ? openDatabase({ url: connection.url, dataDir: null }) : database;
}

/** A fresh database on the TEST_DATABASE_URL server for one test file, dropped afterwards. */
async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `shred_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
