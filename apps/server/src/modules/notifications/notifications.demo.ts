import type { NotificationType } from '@shred/contract';
import { formatCount, formatPoints, ordinal } from '@shred/game';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { NOTIFICATION_CATALOGUE } from './notification-types.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface DemoNotification {
  username: string;
  type: NotificationType;
  title: string;
  body: string;
  cta: string;
  target: string;
  /** How long ago it came: the panel shows minutes, hours, days and a date for older ones. */
  ago: number;
  read: boolean;
}

/**
 * A lived-in notifications panel for the demo managers: a few of several types, some already
 * read, at ages that show each way the panel writes a time (minutes, hours, days, a date). Built
 * from the demo world as seeded before it (follows, results, games to come, challenges).
 */
export async function seedDemoNotifications(db: Db, now: number = Date.now()): Promise<void> {
  const people = await queryRows<{ id: number; username: string }>(
    db,
    sql`select id, username from users where username in (${MAIN_DEMO_USERNAME}, 'kai_slides', 'mia.rips')`,
  );
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  const items: DemoNotification[] = [];

  const followers = await queryRows<{ followee: string; follower: string }>(
    db,
    sql`select a.username as followee, b.username as follower from follows f
        join users a on a.id = f.followee_id join users b on b.id = f.follower_id
        where a.username in (${MAIN_DEMO_USERNAME}, 'kai_slides', 'mia.rips') order by f.created_at, b.username`,
  );
  followers.forEach((f, i) => {
    items.push({
      username: f.followee,
      type: 'NEW_FOLLOWER',
      title: 'New follower',
      body: `${f.follower} started following you.`,
      cta: 'See profile',
      target: `/profile/${encodeURIComponent(f.follower)}`,
      ago: (i + 1) * 5 * HOUR_MS,
      read: i % 2 === 0,
    });
  });

  // Each demo manager's latest results: their best team in their last completed games.
  const results = await queryRows<{
    username: string;
    game_id: number;
    game: string;
    event_slug: string;
    rank: number;
    hundredths: number;
    field: number;
    nth: number;
  }>(
    db,
    sql`with best as (
          select u.username, cs.game_id, min(cs.rank) as rank, max(cs.hundredths) as hundredths
          from current_standings cs join users u on u.id = cs.user_id
          where cs.mode = 'manager' and u.username in (${MAIN_DEMO_USERNAME}, 'kai_slides', 'mia.rips')
          group by u.username, cs.game_id
        ),
        ranked as (
          select best.*, g.name as game, e.slug as event_slug,
            (select count(*)::int from current_standings f where f.game_id = best.game_id and f.mode = 'manager') as field,
            row_number() over (partition by best.username order by e.date_to desc, g.id desc)::int as nth
          from best join fantasy_games g on g.id = best.game_id join events e on e.id = g.event_id
          where g.status = 'CPL'
        )
        select * from ranked where nth <= 2`,
  );
  for (const r of results) {
    items.push({
      username: r.username,
      type: 'NEW_RESULT_USER',
      title: `Results: ${r.game}`,
      body: `Your best team finished ${ordinal(r.rank)} of ${formatCount(r.field)} in ${r.game} with ${formatPoints(r.hundredths / 100)} points.`,
      cta: 'See results',
      target: `/manager/events/${encodeURIComponent(r.event_slug)}/results?game=${r.game_id}`,
      ago: r.nth === 1 ? 2 * DAY_MS + 3 * HOUR_MS : 9 * DAY_MS,
      read: r.nth !== 1,
    });
  }

  const [upcoming] = await queryRows<{ game: string; event: string; slug: string }>(
    db,
    sql`select g.name as game, e.name as event, e.slug from fantasy_games g join events e on e.id = g.event_id
        where g.status = 'OPN' order by g.opens_at desc, g.id limit 1`,
  );
  if (upcoming) {
    items.push({
      username: MAIN_DEMO_USERNAME,
      type: 'GAME_REMINDER',
      title: `Entries are open: ${upcoming.event}`,
      body: `${upcoming.game} is open for entries. Pick your team before the first round starts.`,
      cta: 'Enter a team',
      target: `/manager/events/${encodeURIComponent(upcoming.slug)}`,
      ago: 12 * MINUTE_MS,
      read: false,
    });
  }

  const [picked] = await queryRows<{ game_id: number; game: string; slug: string; rider: string }>(
    db,
    sql`select g.id as game_id, g.name as game, e.slug, a.first_name || ' ' || a.last_name as rider
        from teams t join users u on u.id = t.user_id and u.username = ${MAIN_DEMO_USERNAME}
        join fantasy_games g on g.id = t.game_id and g.status = 'OPN' join events e on e.id = g.event_id
        join team_picks p on p.team_id = t.id join athletes a on a.id = p.athlete_id
        where t.mode = 'manager' order by g.id, a.last_name limit 1`,
  );
  if (picked) {
    items.push({
      username: MAIN_DEMO_USERNAME,
      type: 'STARTLIST_CHANGES',
      title: `Startlist change: ${picked.game}`,
      body: `${picked.rider} is now seeded in the last heat of ${picked.game}: check your team before it locks.`,
      cta: 'See the game',
      target: `/manager/events/${encodeURIComponent(picked.slug)}/${picked.game_id}`,
      ago: 40 * MINUTE_MS,
      read: false,
    });
  }

  const completed = await queryRows<{ username: string; id: number; set_id: number; name: string }>(
    db,
    sql`select u.username, c.id, c.set_id, c.name from challenge_progress cp
        join users u on u.id = cp.user_id join challenges c on c.id = cp.challenge_id
        where cp.completed_at is not null and u.username in (${MAIN_DEMO_USERNAME}, 'kai_slides', 'mia.rips')
        order by cp.completed_at, c.id limit 3`,
  );
  completed.forEach((c, i) => {
    items.push({
      username: c.username,
      type: 'USER_ACTION_CHALLENGE_COMPLETED',
      title: 'Challenge complete',
      body: `You completed “${c.name}”. Your reward is waiting for you.`,
      cta: 'See challenge',
      target: `/manager/challenges/${c.set_id}/${c.id}`,
      ago: (i + 1) * 26 * HOUR_MS,
      read: i > 0,
    });
  });

  items.push({
    username: MAIN_DEMO_USERNAME,
    type: 'MARKET_LISTING_EXPIRED',
    title: 'Your listing expired',
    body: 'Nobody bought your rare card at 480 credits: it is yours to play or list again.',
    cta: 'See my listings',
    target: '/manager/market/listings/my-listings?status=expired',
    ago: 4 * DAY_MS,
    read: true,
  });

  const rows = items.flatMap((n) => {
    const userId = idOf.get(n.username);
    return userId === undefined
      ? []
      : [
          {
            userId,
            type: n.type,
            category: NOTIFICATION_CATALOGUE[n.type].category,
            title: n.title,
            body: n.body,
            cta: n.cta,
            target: n.target,
            isRead: n.read,
            createdAt: new Date(now - n.ago),
          },
        ];
  });
  // What earlier seeders told these managers (a market sale) goes back in with these, oldest
  // first, so ids grow with time as they do in play: the list orders by id.
  const earlier = await db
    .delete(notifications)
    .where(inArray(notifications.userId, [...idOf.values()]))
    .returning();
  const all = [...earlier.map(({ id: _id, ...row }) => row), ...rows];
  all.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (all.length) await db.insert(notifications).values(all);
}
