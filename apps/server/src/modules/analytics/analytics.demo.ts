import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Days of use the demo fills in before today: the dashboard's longest range. */
export const DEMO_ACTIVITY_DAYS = 90;

/** What one active day of a player adds to the daily event counts. */
const EVENTS_PER_ACTIVE_DAY = [
  ['page_view', 9],
  ['app_start', 2],
  ['user_identified', 1],
] as const;

/**
 * The demo's last 90 days of use, as the tracking rollups hold them: each demo player active on
 * about half the days since joining, more at weekends, decided by a hash of player and days
 * before the seeding day so every machine seeds the same, and a world seeded weeks apart too.
 * Raw events are not invented: the dashboard reads the rollups only.
 */
export async function seedDemoAnalytics(db: Db, now: number = Date.now()): Promise<void> {
  const today = new Date(now).toISOString().slice(0, 10);
  await db.execute(sql`
    insert into analytics_daily_actors (day, actor, user_id)
    select d.day, 'u:' || u.id, u.id
    from users u
    cross join lateral (
      select g::date as day
      from generate_series(
        (${today}::date - ${DEMO_ACTIVITY_DAYS}::int)::timestamp,
        (${today}::date - 1)::timestamp,
        interval '1 day'
      ) g
    ) d
    where u.deleted_at is null and not u.is_staff
      and (u.date_joined at time zone 'UTC')::date <= d.day
      and abs(hashtext(u.id::text || ':' || (${today}::date - d.day)::text)) % 100 < case when extract(isodow from d.day) >= 6 then 65 else 45 end
    on conflict do nothing`);
  const perDay = sql.join(
    EVENTS_PER_ACTIVE_DAY.map(([event, count]) => sql`(${event}, ${count}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into analytics_daily_events (day, event, events)
    select a.day, e.event, count(*) * e.per_day
    from analytics_daily_actors a
    cross join (values ${perDay}) as e(event, per_day)
    where a.day < ${today}::date
    group by a.day, e.event, e.per_day
    on conflict do nothing`);
}
