import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string;
  /** Folder of the embedded database; `null` keeps it in memory (tests). */
  dataDir: string | null;
  poolSize?: number;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(drizzlePg(pool), { migrationsFolder });
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite(client), { migrationsFolder });
    },
    close: () => client.close(),
  };
}
