import type { Dashboard, DashboardPoint } from '@shred/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../scoring/sql-rows.ts';

/** The days a dashboard covers: `days` UTC dates ending with today's. */
export interface DashboardRangeDays {
  days: number;
  from: string;
  to: string;
}

export function dashboardRange(days: number, now: number): DashboardRangeDays {
  const to = new Date(now).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { days, from, to };
}

/**
 * Credits that leave the economy (GAME.md "Economy"): those spent on opening drafts and on
 * contract extensions, any market_fee movement, and on a market sale the part the seller does
 * not receive: the 5 % fee, or the whole price when the house's bot sold (nobody is paid).
 * Purchases between players move credits and burn nothing else.
 */
const BURNING_REASONS = sql`('draft', 'contract_extension', 'market_fee')`;

type SeriesName = keyof Dashboard['series'];
type SeriesRow = { day: string } & Record<SeriesName, string | number>;

/**
 * Every day of the range with its six figures, zero where nothing happened (generate_series).
 * Activity comes from the analytics_daily_actors rollup, never the raw events, so the time
 * does not grow with the number of events tracked. A day's signed-in players are the range
 * of its key whose actor starts with 'u' (`u:{id}`; visitors are `a:…`), read from the primary
 * key's index alone, without the visitors' rows of that day.
 */
export async function dashboardSeries(db: Db, range: DashboardRangeDays): Promise<Dashboard['series']> {
  const start = sql`${`${range.from}T00:00:00Z`}::timestamptz`;
  const end = sql`(${range.to}::date + 1)::timestamptz at time zone 'UTC'`;
  const dayOf = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);
  const rows = await queryRows<SeriesRow>(
    db,
    sql`
      with days as (
        select d::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d
      ),
      signups as (
        select ${dayOf('date_joined')} as day, count(*) as n from users
        where deleted_at is null and not is_staff and date_joined >= ${start} and date_joined < ${end}
        group by 1
      ),
      active as (
        select days.day, (
          select count(*) from analytics_daily_actors a
          where a.day = days.day and a.actor >= 'u' and a.actor < 'v'
        ) as n
        from days
      ),
      entered as (
        select ${dayOf('submitted_at')} as day, count(*) as n from teams
        where submitted_at >= ${start} and submitted_at < ${end}
        group by 1
      ),
      ledger as (
        select ${dayOf('created_at')} as day,
          coalesce(sum(amount) filter (where reason = 'purchase'), 0) as bought,
          coalesce(-sum(amount) filter (where reason in ${BURNING_REASONS} and amount < 0), 0) as burned
        from credit_ledger
        where created_at >= ${start} and created_at < ${end}
        group by 1
      ),
      sales as (
        select ${dayOf('closed_at')} as day, sum(price) as volume,
          sum(case when seller_id is null then price else fee end) as burned
        from market_listings
        where status = 'sold' and closed_at >= ${start} and closed_at < ${end}
        group by 1
      )
      select days.day::text as day,
        coalesce(signups.n, 0) as signups,
        coalesce(active.n, 0) as daily_active,
        coalesce(entered.n, 0) as teams_entered,
        coalesce(ledger.bought, 0) as credits_bought,
        coalesce(ledger.burned, 0) + coalesce(sales.burned, 0) as credits_burned,
        coalesce(sales.volume, 0) as market_volume
      from days
      left join signups using (day)
      left join active using (day)
      left join entered using (day)
      left join ledger using (day)
      left join sales using (day)
      order by days.day
    `,
  );
  const series = (name: SeriesName): DashboardPoint[] =>
    rows.map((row) => ({ day: row.day, value: Number(row[name]) }));
  return {
    signups: series('signups'),
    daily_active: series('daily_active'),
    teams_entered: series('teams_entered'),
    credits_bought: series('credits_bought'),
    credits_burned: series('credits_burned'),
    market_volume: series('market_volume'),
  };
}

export async function countPlayers(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from users where deleted_at is null and not is_staff`,
  );
  return Number(row?.n ?? 0);
}

/** The 10 most recently opened games and how many teams each has. */
export async function teamsPerGame(db: Db, now: number): Promise<Dashboard['teams_per_game']> {
  const rows = await queryRows<{ game_id: number; name: string; event: string; teams: string | number }>(
    db,
    sql`
      select g.id as game_id, g.name, e.name as event,
        (select count(*) from teams t where t.game_id = g.id) as teams
      from fantasy_games g join events e on e.id = g.event_id
      where g.opens_at <= ${new Date(now).toISOString()}::timestamptz
      order by g.opens_at desc, g.id desc
      limit 10
    `,
  );
  return rows.map((row) => ({ ...row, game_id: Number(row.game_id), teams: Number(row.teams) }));
}

/**
 * Weekly cohorts of the players who signed up in the range, and the share of each active in
 * its 1st, 2nd and 4th week after (days 7–13, 14–20 and 28–34 from the Monday of its week).
 * One join with analytics_daily_actors on its per-user index (user_id, day); the time grows
 * with the sign-ups in the range. A week not begun yet is null.
 */
export async function retention(db: Db, range: DashboardRangeDays): Promise<Dashboard['retention']> {
  const rows = await queryRows<
    { cohort_week: string; size: string | number } & Record<`w${1 | 2 | 4}`, string | number>
  >(
    db,
    sql`
      with c as (
        select id, date_trunc('week', date_joined at time zone 'UTC')::date as week from users
        where deleted_at is null and not is_staff
          and date_joined >= ${`${range.from}T00:00:00Z`}::timestamptz
          and date_joined < (${range.to}::date + 1)::timestamptz at time zone 'UTC'
      ),
      seen as (
        select c.id,
          bool_or(a.day < c.week + 14) as w1,
          bool_or(a.day >= c.week + 14 and a.day < c.week + 21) as w2,
          bool_or(a.day >= c.week + 28) as w4
        from c join analytics_daily_actors a
          on a.user_id = c.id and a.day >= c.week + 7 and a.day < c.week + 35
        group by c.id
      )
      select c.week::text as cohort_week, count(*) as size,
        count(*) filter (where seen.w1) as w1,
        count(*) filter (where seen.w2) as w2,
        count(*) filter (where seen.w4) as w4
      from c left join seen using (id)
      group by c.week order by c.week
    `,
  );
  const today = Date.parse(`${range.to}T00:00:00Z`);
  return rows.map((row) => {
    const size = Number(row.size);
    const share = (week: 1 | 2 | 4) =>
      Date.parse(`${row.cohort_week}T00:00:00Z`) + week * 7 * 86_400_000 > today
        ? null
        : Number(row[`w${week}`]) / size;
    return { cohort_week: row.cohort_week, size, week1: share(1), week2: share(2), week4: share(4) };
  });
}

/** The 10 events tracked most often in the range, from the daily counts. */
export async function topEvents(db: Db, range: DashboardRangeDays): Promise<Dashboard['top_events']> {
  const rows = await queryRows<{ event: string; count: string | number }>(
    db,
    sql`
      select event, sum(events) as count from analytics_daily_events
      where day between ${range.from}::date and ${range.to}::date
      group by event order by sum(events) desc, event
      limit 10
    `,
  );
  return rows.map((row) => ({ event: row.event, count: Number(row.count) }));
}
