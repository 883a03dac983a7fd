import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../scoring/sql-rows.ts';

/**
 * Set names are unique ignoring case (imports find sets by name), kept so by checking under one
 * lock for every writer of names rather than by an index the migration does not have.
 */
export async function lockSetNames(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('challenge_set_names', 0))`);
}

export async function setNameTaken(tx: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from challenge_sets where lower(btrim(name)) = ${name.trim().toLowerCase()}
        ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  return rows.length > 0;
}

/** Challenges of a set completed, counted over all players. */
export async function completionsOfSet(db: Db, setId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from challenge_progress p join challenges c on c.id = p.challenge_id
        where c.set_id = ${setId} and p.completed_at is not null`,
  );
  return row?.n ?? 0;
}
