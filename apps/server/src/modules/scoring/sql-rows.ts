import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Run raw SQL and return its rows: both drivers (node-postgres and PGlite) answer with a
 * `rows` array. Raw rows are not mapped by Drizzle: numerics and timestamps arrive as text.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A list of ids as one PostgreSQL int[] parameter (`= any(...)`), whatever its length. */
export const intArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
