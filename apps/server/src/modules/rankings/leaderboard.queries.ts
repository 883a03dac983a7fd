import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { teamTotal } from '../scoring/standings.sql.ts';

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

const PAGE_COLUMNS = sql`s.rank, s.team_id, s.user_id, u.username, u.profile_image, s.entry_number, s.hundredths`;

/**
 * The game's current board: its generation is read first and named to every later query as a
 * value, so the planner prunes `standings` (partitioned by generation) to that one board at
 * plan time. Joined against `game_standings` instead, planning walks every board's partition,
 * which grows with every game ever scored. Null when the game does not exist.
 */
async function currentBoard(db: Db, gameId: number): Promise<{ generation: number | null } | null> {
  const [row] = await queryRows<{ generation: number | null }>(
    db,
    sql`select gs.generation from fantasy_games f left join game_standings gs on gs.game_id = f.id
      where f.id = ${gameId}`,
  );
  return row ?? null;
}

/** The last position of the mode on a board: how many teams it ranks. */
const lastPosition = (gameId: number, generation: number | null, mode: Mode) => sql`coalesce((
  select s.position from standings s
  where s.game_id = ${gameId} and s.generation = ${generation} and s.mode = ${mode}
  order by s.position desc limit 1
), 0)::int`;

/** The viewer's best team (ranked first, then by entry); one scored on read if entered after the pass. */
const ownTeam = (gameId: number, generation: number | null, mode: Mode, userId: number) => sql`
  select s.rank, t.id as team_id, t.user_id, u.username, u.profile_image, t.entry_number,
    coalesce(s.hundredths, case when g.generation is not null then
      ${teamTotal(sql`g.line_values`, sql`t.lines`)} end) as hundredths
  from teams t
  join users u on u.id = t.user_id
  left join game_standings g on g.game_id = t.game_id
  left join standings s on s.team_id = t.id and s.generation = ${generation}
  where t.user_id = ${userId} and t.game_id = ${gameId} and t.mode = ${mode}
  order by s.rank asc nulls last, t.entry_number
  limit 1`;

type BoardRow = EntryRow & { kind: 'head' | 'page' | 'own'; count: number | null };

/**
 * Reads of a game's current board (`standings` of the generation `game_standings` points
 * at): a page is a range of positions on the primary key, never an OFFSET, and a tie of any
 * size cannot leave a page empty.
 */
export function createLeaderboardQueries(db: Db) {
  return {
    /**
     * A leaderboard page: whether the game exists and how many teams the mode ranks, the
     * positions from..to (best first, equals by earlier submission then id), and the viewer's
     * own best team, in one round trip after the board's generation.
     */
    async board(gameId: number, mode: Mode, from: number, to: number, viewerId: number | null) {
      const read = async (generation: number | null) => {
        const rows = await queryRows<BoardRow>(
          db,
          sql`
            (select 'head' as kind, ${lastPosition(gameId, generation, mode)} as count,
              null::int as rank, null::int as team_id, null::int as user_id, null::text as username,
              null::text as profile_image, null::int as entry_number, null::int as hundredths, 0 as position)
            union all
            (select 'page', null, ${PAGE_COLUMNS}, s.position
            from standings s
            join users u on u.id = s.user_id
            where s.game_id = ${gameId} and s.generation = ${generation} and s.mode = ${mode}
              and s.position between ${from} and ${to})
            union all
            (select 'own', null, own.*, 0 from (${ownTeam(gameId, generation, mode, viewerId ?? 0)}) own)
            order by position`,
        );
        return {
          exists: true,
          count: rows.find((row) => row.kind === 'head')?.count ?? 0,
          page: rows.filter((row) => row.kind === 'page'),
          own: rows.find((row) => row.kind === 'own'),
        };
      };
      const board = await currentBoard(db, gameId);
      if (!board) return { exists: false, count: 0, page: [], own: undefined };
      const answer = await read(board.generation);
      if (answer.count > 0 || board.generation === null) return answer;
      // An empty board may be one dropped between the two reads (a newer pass flipped and the
      // old board went): read the generation the game points at now, once.
      const now = await currentBoard(db, gameId);
      return now && now.generation !== board.generation ? read(now.generation) : answer;
    },
    /** Whether the game exists, and how many teams of the mode are on its board (the last position). */
    async summary(gameId: number, mode: Mode): Promise<{ exists: boolean; count: number }> {
      const board = await currentBoard(db, gameId);
      if (!board) return { exists: false, count: 0 };
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select ${lastPosition(gameId, board.generation, mode)} as count`,
      );
      return { exists: true, count: row?.count ?? 0 };
    },
    /** The viewer's best team in the game and mode; a team entered after the board's pass has no rank yet. */
    async own(gameId: number, mode: Mode, userId: number): Promise<EntryRow | undefined> {
      const board = await currentBoard(db, gameId);
      if (!board) return undefined;
      const [row] = await queryRows<EntryRow>(db, ownTeam(gameId, board.generation, mode, userId));
      return row;
    },
  };
}

export type LeaderboardQueries = ReturnType<typeof createLeaderboardQueries>;
