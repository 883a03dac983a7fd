import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../scoring/sql-rows.ts';

export type Mode = 'manager' | 'quickplay';

export interface EntryRow {
  rank: number | null;
  team_id: number;
  user_id: number;
  username: string;
  profile_image: string | null;
  entry_number: number;
  /** The score in hundredths of a point; null while the game has no board. */
  hundredths: number | null;
}

/**
 * Reads of a game's current board (`standings` of the generation `game_standings` points
 * at): a page is a range of positions on the primary key, never an OFFSET, and a tie of any
 * size cannot leave a page empty.
 */
export function createLeaderboardQueries(db: Db) {
  return {
    /** Whether the game exists, and how many teams of the mode are on its board (the last position). */
    async summary(gameId: number, mode: Mode): Promise<{ exists: boolean; count: number }> {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`
          select coalesce((
            select s.position from standings s
            where s.game_id = g.game_id and s.generation = g.generation and s.mode = ${mode}
            order by s.position desc limit 1
          ), 0)::int as count
          from fantasy_games f left join game_standings g on g.game_id = f.id
          where f.id = ${gameId}`,
      );
      return { exists: row !== undefined, count: row?.count ?? 0 };
    },
    /** Positions from..to (inclusive): best first, equals by earlier submission then id. */
    page: (gameId: number, mode: Mode, from: number, to: number): Promise<EntryRow[]> =>
      queryRows<EntryRow>(
        db,
        sql`
          select s.rank, s.team_id, s.user_id, u.username, u.profile_image, s.entry_number, s.hundredths
          from game_standings g
          join standings s on s.game_id = g.game_id and s.generation = g.generation
          join users u on u.id = s.user_id
          where g.game_id = ${gameId} and s.mode = ${mode} and s.position between ${from} and ${to}
          order by s.position`,
      ),
    /**
     * The viewer's best team in the game and mode (ranked first, then by entry); a team
     * entered after the board's pass has no rank yet and is scored against the board's values.
     */
    async own(gameId: number, mode: Mode, userId: number): Promise<EntryRow | undefined> {
      const [row] = await queryRows<EntryRow>(
        db,
        sql`
          select s.rank, t.id as team_id, t.user_id, u.username, u.profile_image, t.entry_number,
            coalesce(s.hundredths, case when g.generation is not null then
              (select sum(coalesce(g.line_values[k], 0)) from unnest(t.lines) k)::int end) as hundredths
          from teams t
          join users u on u.id = t.user_id
          left join game_standings g on g.game_id = t.game_id
          left join standings s on s.team_id = t.id and s.generation = g.generation
          where t.user_id = ${userId} and t.game_id = ${gameId} and t.mode = ${mode}
          order by s.rank asc nulls last, t.entry_number
          limit 1`,
      );
      return row;
    },
  };
}

export type LeaderboardQueries = ReturnType<typeof createLeaderboardQueries>;
