import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { seed } from './seed.ts';
import { shiftDates, wholeDaysOf } from './shift-dates.ts';

const DAY_MS = 86_400_000;
/** Late in a UTC day, off the hour: the week ahead crosses seven day boundaries. */
const T0 = Date.parse('2026-06-10T21:37:12.345Z');
/**
 * A whole number of weeks: the demo plans its past and coming events from the calendar day
 * (10:00 UTC) and its live rounds from the next full hour, and its activity is busier at
 * weekends, so only a world moved by whole weeks can be seeded again exactly the same.
 */
const DELTA = 7 * DAY_MS;
/** What is random by nature: argon2 salts its hashes (every demo account has the same password). */
const RANDOM_COLUMNS: Record<string, string[]> = { 'public.users': ['password_hash'] };

const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** A demo world seeded at `now`, with the clock of the app and of the database standing at `now`. */
async function seededAt(now: number): Promise<Database> {
  vi.setSystemTime(now);
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await seed(database.db, { admin: null, demoData: true, log: silent, now });
  return database;
}

async function tablesOf(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1`);
  return (result as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name);
}

/** Every row of the table as JSON (without its random columns), in one order. */
async function rowsOf(database: Database, table: string): Promise<string[]> {
  const [schema, name] = table.split('.');
  const omitted = (RANDOM_COLUMNS[table] ?? []).map((c) => ` - '${c}'`).join('');
  const result = await database.db.execute(
    sql.raw(`select (to_jsonb(t)${omitted})::text as row from "${schema}"."${name}" t order by 1`),
  );
  return (result as unknown as { rows: Array<{ row: string }> }).rows.map((r) => r.row);
}

let moved: Database;
let fresh: Database;

beforeAll(async () => {
  // The seeders and the database's own now() read this process's clock: stopping it makes
  // every stamp a seeder takes from the clock fall on the seeding moment.
  vi.useFakeTimers({ toFake: ['Date'] });
  moved = await seededAt(T0);
  await shiftDates(moved.db, { from: T0, to: T0 + DELTA });
  fresh = await seededAt(T0 + DELTA);
  vi.useRealTimers();
}, 300_000);
afterAll(async () => {
  await moved?.close();
  await fresh?.close();
});

describe('shiftDates', () => {
  it('moves dates by the whole days of the shift, so a copy made across midnight keeps dates and times in step', () => {
    expect(wholeDaysOf(3 * 3_600_000)).toBe(0);
    expect(wholeDaysOf(21 * 3_600_000)).toBe(1);
    expect(wholeDaysOf(DELTA)).toBe(7);
  });

  it('moves a demo world seeded at T0 to what a demo seeded later writes, table by table', async () => {
    const tables = await tablesOf(fresh);
    expect(await tablesOf(moved)).toEqual(tables);
    for (const table of tables) {
      expect(await rowsOf(moved, table), table).toEqual(await rowsOf(fresh, table));
    }
  });
});
