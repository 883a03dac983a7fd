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

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a real, empty, migrated database: in-memory PGlite by default, or a
 * private schema on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB_DRIVER=postgres.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
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
  const scratch = process.env.TEST_DB_DRIVER === 'postgres' ? await createScratchDatabase() : null;
  const database = await openDatabase({ url: scratch?.url, dataDir: null });
  await database.migrate();
  let offset = 0;
  const clock: TestClock = {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
  const app = await buildApp({ config, database, jwtSecret: randomBytes(32), now: clock.now, logger: false });
  await app.ready();
  return {
    app,
    database,
    clock,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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
