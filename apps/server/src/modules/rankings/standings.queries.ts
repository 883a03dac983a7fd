import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../scoring/sql-rows.ts';

export interface StandingRow {
  rank: number;
  user_id: number;
  username: string;
  profile_image: string | null;
  total: string;
  games_played: number;
  games_counted: number;
  position: number;
}

/**
 * Standings over several games (season rankings, quickplay cups), as packages/game
 * `seasonRanking` computes them: a manager's score in a game is the best of their teams in
 * it, the `counted` best game scores are summed (all of them when null), equal totals share a
 * standard competition rank, and managers sharing a rank are listed by id.
 * `perTeam` selects (user_id, game_id, score) of the scored teams that count.
 */
function standings(perTeam: SQL, counted: number | null): SQL {
  const limit = counted === null ? sql`true` : sql`n <= ${counted}`;
  return sql`
    per_game as (
      select user_id, game_id, max(score) as score from (${perTeam}) as scored group by user_id, game_id
    ),
    best as (
      select user_id, score, row_number() over (partition by user_id order by score desc, game_id) as n
      from per_game
    ),
    totals as (
      select user_id, coalesce(sum(score) filter (where ${limit}), 0) as total,
        count(*)::int as games_played, (count(*) filter (where ${limit}))::int as games_counted
      from best group by user_id
    ),
    ranked as (
      select totals.*, rank() over (order by total desc)::int as rank,
        row_number() over (order by total desc, user_id)::int as position
      from totals
    )`;
}

/** One page of standings plus the viewer's own line, and how many managers stand. */
export async function standingsPage(
  db: Db,
  query: { perTeam: SQL; counted: number | null; from: number; to: number; viewerId: number | null },
): Promise<{ rows: StandingRow[]; count: number }> {
  const ctes = standings(query.perTeam, query.counted);
  const [rows, counts] = await Promise.all([
    queryRows<StandingRow>(
      db,
      sql`
        with ${ctes}
        select r.rank, r.user_id, u.username, u.profile_image, r.total, r.games_played, r.games_counted, r.position
        from ranked r join users u on u.id = r.user_id
        where r.position between ${query.from} and ${query.to} or r.user_id = ${query.viewerId ?? 0}
        order by r.position`,
    ),
    queryRows<{ count: number }>(db, sql`with ${ctes} select count(*)::int as count from ranked`),
  ]);
  return { rows, count: counts[0]?.count ?? 0 };
}
