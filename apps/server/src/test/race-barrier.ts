import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/** The lock a race's contenders all need: a statement run on a connection of the barrier's own. */
export interface Hold {
  /** E.g. `select 1 from credit_balances where user_id = $1 for no key update`, or a `lock table`. */
  sql: string;
  params?: unknown[];
  /**
   * How the hold ends: `commit` by default; `rollback` when the hold wrote a row the contenders
   * conflict with (a unique key), which must leave no trace.
   */
  release?: 'commit' | 'rollback';
}

/**
 * Run contenders that all need one lock, and prove that they overlapped: a transaction on a
 * separate connection takes the lock first, the contenders start, and the lock is released only
 * once PostgreSQL shows every one of them waiting on a lock in this database. All were then in
 * flight at the contested statement at once, which Promise.all alone never shows (a serial run
 * gives the same answers). Throws if a contender finishes while the lock is held: it never
 * reached the statement the race is about. Keep the contenders within the app's connection
 * pool (10): a waiting contender holds a connection.
 */
export async function raceAtLock<T>(
  database: Database,
  hold: Hold,
  contenders: ReadonlyArray<() => Promise<T>>,
): Promise<T[]> {
  const { connection } = database;
  if (connection.driver !== 'postgres')
    throw new Error('A forced race needs PostgreSQL (TEST_DB_DRIVER=postgres)');
  const holder = new pg.Client({ connectionString: connection.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(hold.sql, hold.params);
    let finished = 0;
    const running = contenders.map((run) =>
      run().finally(() => {
        finished += 1;
      }),
    );
    const settled = Promise.allSettled(running);
    while ((await waitingOnLocks(holder)) < contenders.length) {
      if (finished > 0) {
        await holder.query('rollback');
        await settled;
        throw new Error(
          `${finished} of ${contenders.length} contenders finished while the lock was held: they never waited at the contested statement`,
        );
      }
      await pause(5);
    }
    await holder.query(hold.release ?? 'commit');
    const outcomes = await settled;
    return outcomes.map((outcome) => {
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    });
  } finally {
    await holder.end();
  }
}

/** Backends of this test's own database (each test file has one) waiting for a lock. */
async function waitingOnLocks(holder: pg.Client): Promise<number> {
  // Inside a transaction the activity view is a snapshot taken at its first read: drop it.
  await holder.query('select pg_stat_clear_snapshot()');
  const { rows } = await holder.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}
