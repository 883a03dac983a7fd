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

const PAGE_COLUMNS = sql`s.rank, s.team_id, s.user_id, u.username, u.profile_image, s.entry_number, s.hundredths`;

/** The last position of the mode on the game's current board: how many teams it ranks. */
const lastPosition = (mode: Mode) => sql`coalesce((
  select s.position from standings s
  where s.game_id = g.game_id and s.generation = g.generation and s.mode = ${mode}
  order by s.position desc limit 1
), 0)::int`;

/** The viewer's best team (ranked first, then by entry); one scored on read if entered after the pass. */
const ownTeam = (gameId: number, mode: Mode, userId: number) => sql`
  select s.rank, t.id as team_id, t.user_id, u.username, u.profile_image, t.entry_number,
    coalesce(s.hundredths, case when g.generation is not null then
      (select sum(coalesce(g.line_values[k], 0)) from unnest(t.lines) k)::int end) as hundredths
  from teams t
  join users u on u.id = t.user_id
  left join game_standings g on g.game_id = t.game_id
  left join standings s on s.team_id = t.id and s.generation = g.generation
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
     * A leaderboard page in one round trip: whether the game exists and how many teams the
     * mode ranks, the positions from..to (best first, equals by earlier submission then id),
     * and the viewer's own best team.
     */
    async board(gameId: number, mode: Mode, from: number, to: number, viewerId: number | null) {
      const rows = await queryRows<BoardRow>(
        db,
        sql`
          with g as (
            select f.id as game_id, gs.generation
            from fantasy_games f left join game_standings gs on gs.game_id = f.id
            where f.id = ${gameId}
          )
          (select 'head' as kind, ${lastPosition(mode)} as count,
            null::int as rank, null::int as team_id, null::int as user_id, null::text as username,
            null::text as profile_image, null::int as entry_number, null::int as hundredths, 0 as position
          from g)
          union all
          (select 'page', null, ${PAGE_COLUMNS}, s.position
          from g
          join standings s on s.game_id = g.game_id and s.generation = g.generation
          join users u on u.id = s.user_id
          where s.mode = ${mode} and s.position between ${from} and ${to})
          union all
          (select 'own', null, own.*, 0 from (${ownTeam(gameId, mode, viewerId ?? 0)}) own)
          order by position`,
      );
      const head = rows.find((row) => row.kind === 'head');
      return {
        exists: head !== undefined,
        count: head?.count ?? 0,
        page: rows.filter((row) => row.kind === 'page'),
        own: rows.find((row) => row.kind === 'own'),
      };
    },
    /** Whether the game exists, and how many teams of the mode are on its board (the last position). */
    async summary(gameId: number, mode: Mode): Promise<{ exists: boolean; count: number }> {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select ${lastPosition(mode)} as count
          from fantasy_games f left join game_standings g on g.game_id = f.id
          where f.id = ${gameId}`,
      );
      return { exists: row !== undefined, count: row?.count ?? 0 };
    },
    /** The viewer's best team in the game and mode; a team entered after the board's pass has no rank yet. */
    async own(gameId: number, mode: Mode, userId: number): Promise<EntryRow | undefined> {
      const [row] = await queryRows<EntryRow>(db, ownTeam(gameId, mode, userId));
      return row;
    },
  };
}

export type LeaderboardQueries = ReturnType<typeof createLeaderboardQueries>;
