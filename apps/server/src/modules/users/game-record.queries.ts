import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../scoring/sql-rows.ts';

/** A manager's record over every game, both modes, as the profile stats show it. */
export interface GameRecord {
  /** Games in which at least one of the user's teams is ranked (scored by results, live or final). */
  gamesPlayed: number;
  /** Completed games in which one of the user's teams finished 1st (shared firsts count). */
  wins: number;
  /** The best final rank of any of the user's teams in a completed game; null before the first. */
  bestRank: number | null;
}

/**
 * Live games count as played once a scoring pass put the team on the board, but only completed games
 * give wins and best rank: a live rank still moves with every result.
 */
export async function gameRecordOf(db: Db, userId: number): Promise<GameRecord> {
  const [row] = await queryRows<{ games_played: number; wins: number; best_rank: number | null }>(
    db,
    sql`
      select
        count(distinct t.game_id)::int as games_played,
        count(distinct t.game_id) filter (where s.rank = 1 and g.status = 'CPL')::int as wins,
        min(s.rank) filter (where g.status = 'CPL') as best_rank
      from teams t
      join current_standings s on s.team_id = t.id
      join fantasy_games g on g.id = t.game_id
      where t.user_id = ${userId}`,
  );
  return {
    gamesPlayed: row?.games_played ?? 0,
    wins: row?.wins ?? 0,
    bestRank: row?.best_rank ?? null,
  };
}
