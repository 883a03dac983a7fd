import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import {
  dashboardRange,
  dashboardSeries,
  retention,
} from '../apps/server/src/modules/analytics/dashboard.queries.ts';
import { readDashboard } from '../apps/server/src/modules/analytics/dashboard.service.ts';
import { type Figure, round } from './figures.ts';
import { withScratchPostgres } from './scoring-setup.bench.ts';

const EVENTS = Number(process.env.BENCH_DASHBOARD_EVENTS ?? 10_000_000);
const PLAYERS = Number(process.env.BENCH_DASHBOARD_PLAYERS ?? 20_000);
const VISITORS = 60_000;
/** Players and visitors active on one day (a third of them signed in). */
const ACTIVE_PER_DAY = Number(process.env.BENCH_DASHBOARD_ACTIVE ?? 15_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 7);
const BASELINE_RUNS = Number(process.env.BENCH_DASHBOARD_BASELINE_RUNS ?? 3);
const DAYS = 90;

const median = (values: number[]): number =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/**
 * PLAYERS accounts that joined over the last 90 days, and EVENTS tracked events spread evenly
 * over them (ACTIVE_PER_DAY actors a day, a third of them signed-in players), written by one
 * INSERT…SELECT over generate_series. The two secondary indexes are built after the load, as a
 * bulk load would, and foreign-key triggers are off while it runs (the ids are valid anyway).
 */
async function fill(db: Db, now: number): Promise<{ eventsMs: number; rollupsMs: number }> {
  const at = new Date(now).toISOString();
  const span = DAYS * 86_400;
  await db.execute(sql`
    insert into users (username, completed_manager_welcome, date_joined)
    select 'dash' || i, true, ${at}::timestamptz - (i % ${span}) * interval '1 second' * ${(DAYS * 86_400) / PLAYERS}
    from generate_series(1, ${PLAYERS}) i`);
  const [first] = (
    (await db.execute(sql`select min(id)::int as id from users where username like 'dash%'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const firstId = first?.id ?? 1;
  const eventsMs = await timed(async () => {
    await db.execute(sql`drop index tracking_events_event_idx`);
    await db.execute(sql`drop index tracking_events_created_idx`);
    await db.execute(sql`set session_replication_role = replica`);
    // Each event falls on a random second of the 90 days; its actor is one of ACTIVE_PER_DAY
    // slots that day, a slot being a different player (or visitor) from day to day.
    await db.execute(sql`
      insert into tracking_events (event, properties, session_id, anonymous_id, user_id, occurred_at, created_at)
      select (array['page_view','tap','team_saved','market_search','draft_opened','share','login','signup_start'])[1 + (i * 7) % 8],
        case when i % 10 = 0 then '{"path":"/manager"}'::jsonb end,
        's' || slot || '-' || d,
        'a' || (slot * 7 + d * 13) % ${VISITORS}::int,
        case when slot % 3 = 0 then ${firstId}::int + (slot + d * 211) % ${PLAYERS}::int end,
        t, t
      from generate_series(1, ${EVENTS}::int) i,
        lateral (select (i::bigint * 7919) % ${span}::int as second, i % ${ACTIVE_PER_DAY}::int as slot) p,
        lateral (select (p.second / 86400)::int as d,
          ${at}::timestamptz - p.second * interval '1 second' as t) s`);
    await db.execute(sql`set session_replication_role = origin`);
    await db.execute(sql`create index tracking_events_event_idx on tracking_events (event, created_at)`);
    await db.execute(sql`create index tracking_events_created_idx on tracking_events (created_at)`);
  });
  const rollupsMs = await timed(async () => {
    await db.execute(sql`
      insert into analytics_daily_events (day, event, events)
      select (coalesce(occurred_at, created_at) at time zone 'UTC')::date, event, count(*)
      from tracking_events group by 1, 2`);
    await db.execute(sql`
      insert into analytics_daily_actors (day, actor, user_id)
      select distinct (coalesce(occurred_at, created_at) at time zone 'UTC')::date,
        case when user_id is not null then 'u:' || user_id else 'a:' || anonymous_id end, user_id
      from tracking_events where user_id is not null or anonymous_id is not null`);
  });
  // As autovacuum would by the time anyone reads: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze`);
  return { eventsMs, rollupsMs };
}

/** The dashboard's activity figures computed straight from the raw events, as it would without rollups. */
async function fromRawEvents(db: Db, now: number): Promise<void> {
  const range = dashboardRange(DAYS, now);
  const start = `${range.from}T00:00:00Z`;
  await db.execute(sql`
    select (coalesce(occurred_at, created_at) at time zone 'UTC')::date as day, count(distinct user_id)
    from tracking_events where coalesce(occurred_at, created_at) >= ${start}::timestamptz group by 1`);
  await db.execute(sql`
    select event, count(*) from tracking_events where coalesce(occurred_at, created_at) >= ${start}::timestamptz
    group by event order by 2 desc limit 10`);
}

/** Dashboard query time over 10,000,000 tracked events on PostgreSQL, against the raw-events baseline. */
export async function run(): Promise<Figure[]> {
  const figures = await withScratchPostgres(async (url) => {
    const database = await openDatabase({ url, dataDir: null });
    try {
      await database.migrate();
      const now = Date.now();
      const { eventsMs, rollupsMs } = await fill(database.db, now);
      await readDashboard(database.db, DAYS, now);
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timed(() => readDashboard(database.db, DAYS, now)));
      const week: number[] = [];
      for (let i = 0; i < RUNS; i++) week.push(await timed(() => readDashboard(database.db, 7, now)));
      const range = dashboardRange(DAYS, now);
      const seriesRuns: number[] = [];
      const retentionRuns: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        seriesRuns.push(await timed(() => dashboardSeries(database.db, range)));
        retentionRuns.push(await timed(() => retention(database.db, range)));
      }
      const raw: number[] = [];
      for (let i = 0; i < BASELINE_RUNS; i++) raw.push(await timed(() => fromRawEvents(database.db, now)));
      const label = `${round(EVENTS / 1e6, 1)}M events`;
      return [
        { name: `dashboard fill ${label}`, value: round(eventsMs / 1000), unit: 's', goal: 'a few minutes' },
        { name: 'dashboard rollups built (INSERT…SELECT)', value: round(rollupsMs / 1000), unit: 's' },
        {
          name: `dashboard 90 days over ${label} median`,
          value: round(median(runs)),
          unit: 'ms',
          goal: `of ${RUNS}`,
        },
        {
          name: `dashboard 7 days over ${label} median`,
          value: round(median(week)),
          unit: 'ms',
          goal: `of ${RUNS}`,
        },
        { name: 'dashboard 90 days: daily series part', value: round(median(seriesRuns)), unit: 'ms' },
        { name: 'dashboard 90 days: retention part', value: round(median(retentionRuns)), unit: 'ms' },
        {
          name: 'dashboard from raw events (DAU + top events) median',
          value: round(median(raw)),
          unit: 'ms',
          goal: 'baseline',
        },
        { name: 'dashboard raw/rollups', value: round(median(raw) / median(runs), 0), unit: 'x' },
      ];
    } finally {
      await database.close();
    }
  });
  return figures ?? [];
}
