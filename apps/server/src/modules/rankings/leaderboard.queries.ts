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
  /** numeric arrives as text from raw SQL. */
  score: string | null;
}

const ENTRY_COLUMNS = sql`t.rank, t.id as team_id, t.user_id, u.username, u.profile_image, t.entry_number, t.score`;

/**
 * Reads of a game's leaderboard, all served by the index on (game_id, mode, rank): a page is
 * a range of stored ranks, never an OFFSET over the teams before it.
 */
export function createLeaderboardQueries(db: Db) {
  return {
    /**
     * Whether the game exists, and how many teams are ranked: with standard competition ranks
     * that is the last rank − 1 + the size of the last tie group, so counting reads only the
     * end of the index instead of every team.
     */
    async summary(gameId: number, mode: Mode): Promise<{ exists: boolean; count: number }> {
      const [row] = await queryRows<{ exists: boolean; count: number }>(
        db,
        sql`
          with last as (select max(rank) as rank from teams where game_id = ${gameId} and mode = ${mode})
          select exists(select 1 from fantasy_games where id = ${gameId}) as exists,
            coalesce(last.rank - 1 + (
              select count(*) from teams
              where game_id = ${gameId} and mode = ${mode} and rank = last.rank
            ), 0)::int as count
          from last`,
      );
      return { exists: Boolean(row?.exists), count: row?.count ?? 0 };
    },
    /**
     * Teams ranked from..to (inclusive), best first, equals by earlier submission then id; a
     * tie group is never split across pages.
     */
    page: (gameId: number, mode: Mode, from: number, to: number): Promise<EntryRow[]> =>
      queryRows<EntryRow>(
        db,
        sql`
          select ${ENTRY_COLUMNS}
          from teams t join users u on u.id = t.user_id
          where t.game_id = ${gameId} and t.mode = ${mode} and t.rank between ${from} and ${to}
          order by t.rank, t.submitted_at, t.id`,
      ),
    /** The viewer's best team in the game and mode (ranked first, then by entry). */
    async own(gameId: number, mode: Mode, userId: number): Promise<EntryRow | undefined> {
      const [row] = await queryRows<EntryRow>(
        db,
        sql`
          select ${ENTRY_COLUMNS}
          from teams t join users u on u.id = t.user_id
          where t.user_id = ${userId} and t.game_id = ${gameId} and t.mode = ${mode}
          order by t.rank asc nulls last, t.entry_number
          limit 1`,
      );
      return row;
    },
  };
}

export type LeaderboardQueries = ReturnType<typeof createLeaderboardQueries>;
