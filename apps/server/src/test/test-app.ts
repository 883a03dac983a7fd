import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { HostResolver } from '../platform/outbound/outbound-guard.ts';
import { adminQuery, type DatabaseTemplate, databaseUrl, postgresServerUrl } from './database-templates.ts';
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
  /** How the app's outbound calls resolve host names (platform/outbound); no name resolves without. */
  resolveHost?: HostResolver;
}

/**
 * The real app on a real, empty, migrated database, a copy of the run's template
 * (database-templates.ts): in-memory PGlite by default, or a database of its own on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_DB_DRIVER=postgres.
 * Every answer it gives through `inject` is held to the OpenAPI document; `close` fails the
 * test file with those the document does not declare.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  // Before anything draws: fontconfig reads it once per process (platform/fonts).
  process.env.FONTCONFIG_FILE = inject('bundledFontsConf');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shred-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    PUBLIC_URL: 'http://shred.test',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    NODE_ENV: 'test',
    TEST_PASSWORD_HASHING: '1',
    // The local fakes (push service, FCM, Stripe, SMTP, feeds) listen here; a test of the
    // outbound guard itself sets OUTBOUND_ALLOW to '' to allow nothing.
    OUTBOUND_ALLOW: '127.0.0.1',
    ...env,
  });
  const first = options.besides;
  const template = first ? null : providedTemplate();
  const scratch = template?.driver === 'postgres' ? await createScratchDatabase(template.name) : null;
  const database = first
    ? await reopen(first.database)
    : await openDatabase({
        url: scratch?.url,
        dataDir: null,
        template: template?.driver === 'pglite' ? template.dump : undefined,
      });
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
    resolveHost: options.resolveHost ?? resolveNothing,
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

/** Tests send nothing past this machine, not even a DNS query: the fakes are reached by address. */
const resolveNothing: HostResolver = async (hostname) => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname} (tests resolve no names)`), {
    code: 'ENOTFOUND',
  });
};

function providedTemplate(): DatabaseTemplate {
  const template = inject('databaseTemplate');
  if (!template)
    throw new Error('createTestApp runs in the API projects: their global set-up makes the template');
  return template;
}

/** A new connection to the same database; the embedded PGlite lives in one process and is shared. */
async function reopen(database: Database): Promise<Database> {
  const { connection } = database;
  return connection.driver === 'postgres' ? openDatabase({ url: connection.url, dataDir: null }) : database;
}

/** A copy of the run's template on the TEST_DATABASE_URL server for one test app, dropped afterwards. */
async function createScratchDatabase(template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = postgresServerUrl();
  const name = `shred_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
