import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const DAY_MS = 86_400_000;
/** Beyond any span of demo dates (days): moving by it first keeps unique keys on dates apart. */
const PARKING_DAYS = 1_000_000;

interface DatedColumn {
  schema: string;
  table: string;
  column: string;
  isDate: boolean;
  unique: boolean;
}

/**
 * The days a date column moves: the whole days of the shift, not the calendar days crossed. A
 * world copied minutes after it was seeded, across midnight UTC, would otherwise see its event
 * dates move a day while the rounds of those days moved minutes: dates and times stay in step.
 */
export const wholeDaysOf = (ms: number): number => Math.round(ms / DAY_MS);

/**
 * Move a database seeded at `from` to `to`, as if it had been seeded then (a demo world copied
 * from a snapshot): every timestamp of every table of every schema moves by the time between,
 * every date by the whole days of that time. Triggers do not fire: only the clock moved, nothing
 * happened (the team lines a pick's update rewrites are the same). Answers the columns moved.
 */
export async function shiftDates(db: Db, { from, to }: { from: number; to: number }): Promise<number> {
  const ms = to - from;
  const days = wholeDaysOf(ms);
  const columns = await datedColumns(db);
  const tables = new Map<string, DatedColumn[]>();
  for (const column of columns) {
    const table = `"${column.schema}"."${column.table}"`;
    tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, dated] of tables) {
      const move = (byDays: number, byMs: number) =>
        dated.map((c) =>
          c.isDate
            ? `"${c.column}" = "${c.column}" + ${byDays}`
            : `"${c.column}" = "${c.column}" + ${byMs} * interval '1 millisecond'`,
        );
      if (dated.some((c) => c.unique)) {
        // A unique key holds at every row: rows moved one by one would meet the ones not moved yet.
        await tx.execute(
          sql.raw(`update ${table} set ${move(PARKING_DAYS, PARKING_DAYS * DAY_MS).join(', ')}`),
        );
        await tx.execute(
          sql.raw(`update ${table} set ${move(days - PARKING_DAYS, ms - PARKING_DAYS * DAY_MS).join(', ')}`),
        );
      } else {
        await tx.execute(sql.raw(`update ${table} set ${move(days, ms).join(', ')}`));
      }
    }
  });
  return columns.length;
}

async function datedColumns(db: Db): Promise<DatedColumn[]> {
  const result = await db.execute(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column,
      c.data_type = 'date' as "isDate",
      exists (
        select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indisunique and a.attname = c.column_name
          and i.indrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
      ) as unique
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.is_generated = 'NEVER'
      and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
    order by 1, 2, 3`);
  return (result as unknown as { rows: DatedColumn[] }).rows;
}
