import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';
import { type UserListItemRow, userListItemSelect } from '../users/user-list-item.ts';

export interface LeagueRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  owner_id: number;
  owner_username: string;
  joining_closed: boolean;
  created_at: Date | string;
  members_count: number;
  is_member: boolean;
}

/** A standings line: the member as a user list item, with their rank and points. */
export interface StandingLine extends UserListItemRow {
  rank: number;
  position: number;
  hundredths: string | number;
  games: number;
}

/**
 * What each member of the given leagues scored in each game that counts for that league: their
 * best manager-mode score on the game's current board, as `user_game_scores` keeps it (a few
 * rows per member, read through its (user, game) key, so a league costs its members, not the
 * boards). The games that count are those of the league's events and sports, every game when
 * none is picked. Answers the CTEs `scope` and `counted` (league_id, user_id, hundredths).
 */
function countedScores(leagueIds: readonly number[]): SQL {
  return sql`
    scope as (
      select l.id as league_id,
        exists (select 1 from league_events le where le.league_id = l.id) as by_event,
        exists (select 1 from league_sports ls where ls.league_id = l.id) as by_sport
      from leagues l where l.id = any(${intArray(leagueIds)}::int[])
    ),
    counted as (
      select sc.league_id, s.user_id, s.hundredths
      from scope sc
      join league_members m on m.league_id = sc.league_id
      join user_game_scores s on s.user_id = m.user_id
      join fantasy_games g on g.id = s.game_id
      join disciplines d on d.id = g.discipline_id
      where (not sc.by_event
          or exists (select 1 from league_events le where le.league_id = sc.league_id and le.event_id = g.event_id))
        and (not sc.by_sport
          or exists (select 1 from league_sports ls where ls.league_id = sc.league_id and ls.sport_id = d.sport_id))
    )`;
}

/**
 * Each member of a league with their points and games, ranked: equal points share a rank
 * (standard competition ranking), members who never played are at 0 points and 0 games.
 */
function rankedMembers(leagueId: number): SQL {
  return sql`
    ${countedScores([leagueId])},
    totals as (
      select user_id, sum(hundredths)::bigint as hundredths, count(*)::int as games from counted group by user_id
    ),
    ranked as (
      select m.user_id, coalesce(tt.hundredths, 0) as hundredths, coalesce(tt.games, 0) as games,
        rank() over (order by coalesce(tt.hundredths, 0) desc)::int as rank,
        row_number() over (order by coalesce(tt.hundredths, 0) desc, u.username, m.user_id)::int as position
      from league_members m
      join users u on u.id = m.user_id
      left join totals tt on tt.user_id = m.user_id
      where m.league_id = ${leagueId}
    )`;
}

export function createLeagueQueries(db: Db) {
  const leagueSelect = (viewerId: number | null) => sql`
    select l.id, l.slug, l.name, l.description, l.image, l.owner_id, o.username as owner_username,
      l.joining_closed, l.created_at,
      (select count(*)::int from league_members c where c.league_id = l.id) as members_count,
      exists (select 1 from league_members v where v.league_id = l.id and v.user_id = ${viewerId ?? 0}) as is_member
    from leagues l join users o on o.id = l.owner_id`;

  return {
    async bySlug(slug: string, viewerId: number | null, lock = false): Promise<LeagueRow | undefined> {
      const [row] = await queryRows<LeagueRow>(
        db,
        sql`${leagueSelect(viewerId)} where l.slug = ${slug}${lock ? sql` for update of l` : sql``}`,
      );
      return row;
    },

    /** The viewer's leagues, the latest joined first. */
    async mine(
      viewerId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: LeagueRow[]; count: number }> {
      const [rows, counts] = await Promise.all([
        queryRows<LeagueRow>(
          db,
          sql`${leagueSelect(viewerId)}
            join league_members me on me.league_id = l.id and me.user_id = ${viewerId}
            order by me.joined_at desc, l.id desc limit ${limit} offset ${offset}`,
        ),
        queryRows<{ count: number }>(
          db,
          sql`select count(*)::int as count from league_members where user_id = ${viewerId}`,
        ),
      ]);
      return { rows, count: counts[0]?.count ?? 0 };
    },

    /** Slugs already taken by `base` or `base-<n>`. */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await queryRows<{ slug: string }>(
        db,
        sql`select slug from leagues where slug = ${base} or slug like ${`${base}-%`}`,
      );
      return new Set(rows.map((row) => row.slug));
    },

    async scope(leagueId: number) {
      const events = await queryRows<{ id: number; slug: string; name: string }>(
        db,
        sql`select e.id, e.slug, e.name from league_events le join events e on e.id = le.event_id
          where le.league_id = ${leagueId} order by e.date_from, e.name, e.id`,
      );
      const sports = await queryRows<{ slug: string; name: string }>(
        db,
        sql`select s.slug, s.name from league_sports ls join sports s on s.id = ls.sport_id
          where ls.league_id = ${leagueId} order by s.name, s.slug`,
      );
      return { events, sports };
    },

    /** One page of the standings plus the viewer's own row, in one statement. */
    standingsPage(
      leagueId: number,
      from: number,
      to: number,
      viewerId: number | null,
    ): Promise<StandingLine[]> {
      return queryRows<StandingLine>(
        db,
        sql`with ${rankedMembers(leagueId)}
          select r.rank, r.position, r.hundredths, r.games, ${userListItemSelect(viewerId)}
          from ranked r join users on users.id = r.user_id
          where r.position between ${from} and ${to} or r.user_id = ${viewerId ?? 0}
          order by r.position`,
      );
    },

    /**
     * The viewer's rank in each of the given leagues they belong to, in one statement: one more
     * than the members with more points (scores are never negative, so a member who never
     * played is never ahead). Leagues the viewer is not in are left out.
     */
    async ranksOf(leagueIds: readonly number[], userId: number): Promise<Map<number, number>> {
      if (leagueIds.length === 0) return new Map();
      const rows = await queryRows<{ league_id: number; rank: number }>(
        db,
        sql`with ${countedScores(leagueIds)},
          totals as (select league_id, user_id, sum(hundredths)::bigint as hundredths from counted group by league_id, user_id)
          select sc.league_id, (1 + (
              select count(*) from totals t
              where t.league_id = sc.league_id and t.hundredths > coalesce(mine.hundredths, 0)
            ))::int as rank
          from scope sc
          join league_members me on me.league_id = sc.league_id and me.user_id = ${userId}
          left join totals mine on mine.league_id = sc.league_id and mine.user_id = ${userId}`,
      );
      return new Map(rows.map((row) => [row.league_id, row.rank]));
    },

    /** Members, longest-standing first. */
    members(
      leagueId: number,
      limit: number,
      offset: number,
      viewerId: number | null,
    ): Promise<UserListItemRow[]> {
      return queryRows<UserListItemRow>(
        db,
        sql`select ${userListItemSelect(viewerId)}
          from league_members m join users on users.id = m.user_id
          where m.league_id = ${leagueId}
          order by m.joined_at, m.user_id limit ${limit} offset ${offset}`,
      );
    },
  };
}

export type LeagueQueries = ReturnType<typeof createLeagueQueries>;
