import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DomainEventHandler } from '../../platform/domain-events/dispatcher.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';
import { notify, notifyAudience } from './notify.ts';

/** Text in SQL written as formatCount writes it: 12,345. */
export const sqlCount = (value: SQL): SQL => sql`to_char(${value}, 'FM999,999,999,990')`;
/** Points in SQL from hundredths, as formatPoints writes them: 322.65, 322.5, 1,250. */
export const sqlPoints = (hundredths: SQL): SQL =>
  sql`rtrim(to_char(${hundredths} / 100.0, 'FM999,999,999,990.99'), '.')`;
/** A rank in SQL as ordinal writes it: 1st, 22nd, 113th. */
export const sqlOrdinal = (value: SQL): SQL => sql`(${value})::text || case
    when ${value} % 100 between 11 and 13 then 'th'
    when ${value} % 10 = 1 then 'st'
    when ${value} % 10 = 2 then 'nd'
    when ${value} % 10 = 3 then 'rd'
    else 'th' end`;

const eventPath = (slug: string) => `/manager/events/${encodeURIComponent(slug)}`;

interface GameInfo {
  name: string;
  event_name: string;
  event_slug: string;
  generation: number | null;
}

async function gameInfo(tx: Db, gameId: number): Promise<GameInfo | undefined> {
  const [game] = await queryRows<GameInfo>(
    tx,
    sql`select g.name, e.name as event_name, e.slug as event_slug, gs.generation
        from fantasy_games g join events e on e.id = g.event_id
        left join game_standings gs on gs.game_id = g.id
        where g.id = ${gameId}`,
  );
  return game;
}

/** NEW_FOLLOWER: told who started following, while they still do. */
export const newFollowerNotification: DomainEventHandler = {
  name: 'notifications.new-follower',
  types: ['user.followed'],
  async handle(tx, event) {
    if (event.type !== 'user.followed') return;
    const { follower_id, followee_id } = event.payload;
    const [follower] = await queryRows<{ username: string }>(
      tx,
      sql`select u.username from follows f join users u on u.id = f.follower_id
          where f.follower_id = ${follower_id} and f.followee_id = ${followee_id} and u.deleted_at is null`,
    );
    if (!follower) return;
    await notify(tx, [
      {
        userId: followee_id,
        type: 'NEW_FOLLOWER',
        title: 'New follower',
        body: `${follower.username} started following you.`,
        cta: 'See profile',
        target: `/profile/${encodeURIComponent(follower.username)}`,
      },
    ]);
  },
};

/**
 * NEW_RESULT_USER: every manager with a manager-mode team in the completed game is told their
 * best team's rank and points on the final board, all in one statement.
 */
export const newResultNotification: DomainEventHandler = {
  name: 'notifications.new-result',
  types: ['game.completed'],
  async handle(tx, event) {
    if (event.type !== 'game.completed') return;
    const gameId = event.payload.game_id;
    const game = await gameInfo(tx, gameId);
    if (!game) return;
    const onBoard = sql`s.game_id = ${gameId} and s.generation = ${game.generation ?? -1} and s.mode = 'manager'`;
    await notifyAudience(
      tx,
      'NEW_RESULT_USER',
      sql`
      field as (select count(*) as teams from standings s where ${onBoard}),
      best as (
        select t.user_id, min(s.rank) as rank, max(s.hundredths) as hundredths
        from teams t left join standings s on s.team_id = t.id and ${onBoard}
        where t.game_id = ${gameId} and t.mode = 'manager'
        group by t.user_id
      ),
      recipients as (
      select best.user_id, ${`Results: ${game.name}`}::text as title,
        case when best.rank is null then ${`${game.name} at ${game.event_name} is complete: see how your team did.`}::text
        else 'Your best team finished ' || ${sqlOrdinal(sql`best.rank`)} || ' of ' || ${sqlCount(sql`field.teams`)}
          || ' in ' || ${game.name}::text || ' with ' || ${sqlPoints(sql`best.hundredths`)} || ' points.' end as body,
        'See results'::text as cta,
        ${`${eventPath(game.event_slug)}/results?game=${gameId}`}::text as target
      from best cross join field)`,
    );
  },
};

/**
 * GAME_REMINDER: whoever asked to be reminded of the event ('Notify Me') and was not yet, once;
 * the reminders are marked sent by the same statement that writes the notifications.
 */
export const gameReminderNotification: DomainEventHandler = {
  name: 'notifications.game-reminder',
  types: ['game.opened'],
  async handle(tx, event) {
    if (event.type !== 'game.opened') return;
    const game = await gameInfo(tx, event.payload.game_id);
    if (!game) return;
    await notifyAudience(
      tx,
      'GAME_REMINDER',
      sql`
      reminded as (
        update game_reminders set notified_at = now()
        where event_id = ${event.payload.event_id} and notified_at is null
        returning user_id
      ),
      recipients as (
      select user_id, ${`Entries are open: ${game.event_name}`}::text as title,
        ${`${game.name} is open for entries. Pick your team before the first round starts.`}::text as body,
        'Enter a team'::text as cta, ${eventPath(game.event_slug)}::text as target
      from reminded)`,
    );
  },
};

/**
 * STARTLIST_CHANGES: a manager whose team picks a rider who was withdrawn or removed is told
 * to swap them; when riders join the startlist, every manager with a team in the game hears of
 * them (a better pick may have arrived). One notification per manager, in one statement.
 */
export const startlistNotification: DomainEventHandler = {
  name: 'notifications.startlist-changes',
  types: ['startlist.changed'],
  async handle(tx, event) {
    if (event.type !== 'startlist.changed') return;
    const { game_id: gameId, added, removed } = event.payload;
    const affected = [...removed, ...(event.payload.withdrawn ?? [])];
    if (affected.length === 0 && added.length === 0) return;
    const game = await gameInfo(tx, gameId);
    if (!game) return;
    const names = await queryRows<{ names: string | null }>(
      tx,
      sql`select string_agg(first_name || ' ' || last_name, ', ' order by last_name, first_name) as names
          from athletes where id = any(${intArray(added)}::int[])`,
    );
    const joined = added.length ? `New on the startlist: ${names[0]?.names ?? ''}.` : '';
    await notifyAudience(
      tx,
      'STARTLIST_CHANGES',
      sql`
      players as (select distinct user_id from teams where game_id = ${gameId} and mode = 'manager'),
      hit as (
        select t.user_id, string_agg(distinct a.first_name || ' ' || a.last_name, ', ') as names
        from teams t join team_picks p on p.team_id = t.id join athletes a on a.id = p.athlete_id
        where t.game_id = ${gameId} and t.mode = 'manager' and p.athlete_id = any(${intArray(affected)}::int[])
        group by t.user_id
      ),
      recipients as (
      select players.user_id, ${`Startlist change: ${game.name}`}::text as title,
        case when hit.names is null then ${joined}::text
        else hit.names || ${` will not start in ${game.name}: swap them out of your team before it locks.`}::text
          || case when ${joined}::text = '' then '' else ' ' || ${joined}::text end
        end as body,
        'See the game'::text as cta, ${`${eventPath(game.event_slug)}/${gameId}`}::text as target
      from players left join hit on hit.user_id = players.user_id
      where hit.user_id is not null or ${added.length > 0}::boolean)`,
    );
  },
};

/** USER_ACTION_CHALLENGE_COMPLETED: the challenge by name, leading to it (its reward waits there). */
export const challengeCompletedNotification: DomainEventHandler = {
  name: 'notifications.challenge-completed',
  types: ['challenge.completed'],
  async handle(tx, event) {
    if (event.type !== 'challenge.completed') return;
    const [challenge] = await queryRows<{ name: string; set_id: number }>(
      tx,
      sql`select name, set_id from challenges where id = ${event.payload.challenge_id}`,
    );
    if (!challenge) return;
    await notify(tx, [
      {
        userId: event.payload.user_id,
        type: 'USER_ACTION_CHALLENGE_COMPLETED',
        title: 'Challenge complete',
        body: `You completed “${challenge.name}”. Your reward is waiting for you.`,
        cta: 'See challenge',
        target: `/manager/challenges/${challenge.set_id}/${event.payload.challenge_id}`,
      },
    ]);
  },
};

/** Every notification producer, for the dispatcher's list. */
export const notificationHandlers: readonly DomainEventHandler[] = [
  newFollowerNotification,
  newResultNotification,
  gameReminderNotification,
  startlistNotification,
  challengeCompletedNotification,
];
