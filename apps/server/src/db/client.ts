import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The connection under Drizzle, for the job queue (pg-boss) to share the same database. */
  connection: { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; url: string };
  migrate(): Promise<void>;
  /** One trivial query, on a connection of its own where there can be one; throws when it fails. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string;
  /** Folder of the embedded database; `null` keeps it in memory (tests). */
  dataDir: string | null;
  poolSize?: number;
  /**
   * An embedded database in memory starts as a copy of this file, a `dumpDataDir` of another
   * one: loading a migrated database is quicker than creating one and migrating it (tests).
   */
  template?: string;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
export const DEFAULT_POOL_SIZE = 10;
/** A database that takes longer than this to answer `select 1` is not well. */
const PING_TIMEOUT_MS = 1000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? DEFAULT_POOL_SIZE });
  // The server may close an idle connection (restart, failover, a dropped test database); the
  // pool then opens a new one on demand. Without a listener node-postgres would crash the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed (${error.message})`));
  // The health check's own connection: it never queues for one of the pool's behind user work.
  const probe = new pg.Pool({
    connectionString: url,
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: PING_TIMEOUT_MS,
    statement_timeout: PING_TIMEOUT_MS,
    query_timeout: PING_TIMEOUT_MS,
  });
  probe.on('error', () => {
    // Reported by the next ping, which opens a new connection.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    connection: { driver: 'postgres', url },
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(drizzlePg(pool), { migrationsFolder });
    },
    async ping() {
      await probe.query('select 1');
    },
    async close() {
      await Promise.all([pool.end(), probe.end()]);
    },
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const loadDataDir = options.template ? new Blob([await readFile(options.template)]) : undefined;
  // pg_trgm: the global search's typo tolerance, as on PostgreSQL.
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  oneCallPerTurn(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    connection: { driver: 'pglite', client },
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite(client), { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * PGlite runs each query synchronously on this thread and hands its lock from one query to the
 * next without going back to the event loop, so under load the queued queries run back to back
 * and no socket is read meanwhile: a health call waited 10 s behind 100 connections. Starting
 * each call on a turn of the event loop of its own lets the server read and answer requests
 * between queries (a transaction's own queries still run together).
 */
function oneCallPerTurn(client: PGlite): void {
  let turns = Promise.resolve();
  const nextTurn = () => {
    turns = turns.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    return turns;
  };
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const call = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.assign(client, {
      [method]: async (...args: unknown[]) => {
        await nextTurn();
        return call(...args);
      },
    });
  }
}
