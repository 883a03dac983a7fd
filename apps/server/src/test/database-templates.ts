import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

/** A migrated, empty database that every test app of the run starts from a copy of. */
export type DatabaseTemplate =
  /** A `dumpDataDir` of an embedded database, in a file. */
  | { driver: 'pglite'; dump: string }
  /** A database on the TEST_DATABASE_URL server, copied with CREATE DATABASE … TEMPLATE. */
  | { driver: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Vitest global set-up of the API projects: creating a database and running the migrations
 * took ~3 s of every test app on PGlite (~4 s on PostgreSQL), the same work each time. It is
 * done once per run here; each test app copies the result (test-app.ts).
 */
export default async function createDatabaseTemplate(project: TestProject): Promise<() => Promise<void>> {
  return project.config.env?.TEST_DB_DRIVER === 'postgres'
    ? createPostgresTemplate(project)
    : createPgliteTemplate(project);
}

async function createPgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-api-template-'));
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  if (database.connection.driver !== 'pglite') throw new Error('expected the embedded database');
  // Uncompressed: loading skips the unzipping, and the file stays in the page cache all the same.
  const dump = await database.connection.client.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'pgdata.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { driver: 'pglite', dump: file });
  return () => rm(dir, { recursive: true, force: true });
}

async function createPostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = postgresServerUrl();
  // Unique per run: two runs on one server must not copy or drop each other's template.
  const name = `shred_template_${randomBytes(6).toString('hex')}`;
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  // Closed before any copy: PostgreSQL refuses to copy a database that has a connection open.
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: null });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  await database.close();
  project.provide('databaseTemplate', { driver: 'postgres', name });
  return drop;
}

export function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  return url;
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on a connection of its own (CREATE and DROP DATABASE run outside a transaction). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
