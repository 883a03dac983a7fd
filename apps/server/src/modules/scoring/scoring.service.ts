import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announceStale, readTags } from '../../platform/read-cache/stale-reads.ts';
import { announceResult } from '../live/live-channel.ts';
import { athletePointsStatement } from './athlete-points.sql.ts';
import { intArray, queryRows } from './sql-rows.ts';
import { attachBoardStatements, boardTable, lineValuesArray, writeBoardStatement } from './standings.sql.ts';

export interface PassOutcome {
  /** Whether a board was written (or withdrawn); false when the current one was already right. */
  passed: boolean;
  /** The board's generation after the pass; null when the game has no board. */
  generation: number | null;
  /** Teams on the board after the pass. */
  ranked: number;
}

interface BoardState {
  generation: number | null;
  stale: boolean | null;
  teams_ranked: number | null;
  teams: number;
  played: boolean;
}

/**
 * Scores and ranks are derived data, a pure function of results, rulesets and teams, kept as
 * boards in `standings`: a pass writes a game's whole board under a new generation with one
 * set-based statement and flips the game's `game_standings` pointer in the same transaction,
 * so readers see the old board until the new one is complete. Rescoring twice changes nothing.
 */
export function createScorer(now: () => number) {
  /** Lock the games (in id order) so passes and imports over one game never interleave. */
  async function lockGames(tx: Db, ids: readonly number[]): Promise<void> {
    await tx.execute(
      sql`select id from fantasy_games where id = any(${intArray(ids)}::int[]) order by id for no key update`,
    );
  }

  async function boardState(tx: Db, gameId: number): Promise<BoardState> {
    const [state] = await queryRows<BoardState>(
      tx,
      sql`select gs.generation, gs.stale, gs.teams_ranked,
          (select count(*) from teams where game_id = ${gameId})::int as teams,
          exists(select 1 from athlete_game_points where game_id = ${gameId}) as played
        from (select ${gameId}::int as game_id) g
        left join game_standings gs on gs.game_id = g.game_id`,
    );
    if (!state) throw new Error(`no board state for game ${gameId}`);
    return state;
  }

  /** Whether the stored board is exactly what a pass would write (given unmoved points). */
  const upToDate = (state: BoardState): boolean =>
    !state.stale &&
    (state.played
      ? state.generation !== null && state.teams_ranked === state.teams
      : (state.generation ?? null) === null);

  return {
    /**
     * After results changed, inside the import's transaction: derive the athlete points of the
     * games and mark every game whose board is no longer right as stale. Answers those games:
     * each needs a pass (a job), the others are skipped because nothing would change.
     */
    async markDue(tx: Db, gameIds: readonly number[]): Promise<number[]> {
      const ids = [...new Set(gameIds)].sort((a, b) => a - b);
      if (ids.length === 0) return [];
      await lockGames(tx, ids);
      const moved = new Set(
        (await queryRows<{ game_id: number }>(tx, athletePointsStatement(sql`${intArray(ids)}`))).map(
          (row) => row.game_id,
        ),
      );
      const due: number[] = [];
      for (const id of ids) {
        if (moved.has(id) || !upToDate(await boardState(tx, id))) due.push(id);
      }
      if (due.length > 0) {
        await tx.execute(
          sql`insert into game_standings (game_id, stale)
            select unnest(${intArray(due)}::int[]), true
            on conflict (game_id) do update set stale = true`,
        );
      }
      return due;
    },

    /**
     * One scoring pass over a game, inside the caller's transaction (a job's own, or
     * finalising's): skipped when the board is already right unless `force` asks for it.
     * The old generation's board stays until `dropOldBoards` (it is unreachable once flipped).
     */
    async pass(tx: Db, gameId: number, options: { force?: boolean } = {}): Promise<PassOutcome> {
      await lockGames(tx, [gameId]);
      // Room to sort a million teams in memory; reverts at the end of the transaction.
      await tx.execute(sql`set local work_mem = '256MB'`);
      const moved = await queryRows<{ game_id: number }>(tx, athletePointsStatement(sql`${`{${gameId}}`}`));
      const state = await boardState(tx, gameId);
      if (!options.force && moved.length === 0 && upToDate(state)) {
        return { passed: false, generation: state.generation, ranked: state.teams_ranked ?? 0 };
      }
      const at = new Date(now()).toISOString();
      let outcome: PassOutcome = { passed: true, generation: null, ranked: 0 };
      if (!state.played) {
        // No results (any more): the teams have no score and no rank rather than a field of zeros.
        await tx.execute(
          sql`insert into game_standings (game_id, generation, teams_ranked, stale, line_values, ranked_at)
            values (${gameId}, null, 0, false, null, ${at}::timestamptz)
            on conflict (game_id) do update set generation = null, teams_ranked = 0, stale = false,
              line_values = null, ranked_at = excluded.ranked_at`,
        );
      } else {
        const [next] = await queryRows<{ generation: number }>(
          tx,
          sql`select nextval('standings_generation_seq')::int as generation`,
        );
        const generation = next?.generation ?? 0;
        await tx.execute(
          sql`insert into game_standings (game_id, generation, teams_ranked, stale, line_values, ranked_at)
            values (${gameId}, null, 0, true, ${lineValuesArray(gameId)}, ${at}::timestamptz)
            on conflict (game_id) do update set line_values = excluded.line_values`,
        );
        await tx.execute(sql`create table ${boardTable(generation)} (like standings)`);
        const [written] = await queryRows<{ ranked: number }>(tx, writeBoardStatement(gameId, generation));
        for (const statement of attachBoardStatements(generation)) await tx.execute(statement);
        outcome = { passed: true, generation, ranked: written?.ranked ?? 0 };
        // The flip: until this transaction commits every reader sees the previous board.
        await tx.execute(
          sql`update game_standings set generation = ${generation}, teams_ranked = ${outcome.ranked},
            stale = false, ranked_at = ${at}::timestamptz
            where game_id = ${gameId}`,
        );
      }
      await tx.execute(
        sql`update fantasy_games set scored_at = ${state.played ? at : null}::timestamptz where id = ${gameId}`,
      );
      // Cached game answers show the teams' scores and ranks: stale in every process on commit.
      await announceStale(tx, [readTags.game(gameId)]);
      // Open screens showing the game refetch it, in every process, once the new board is current.
      await announceResult(tx, gameId);
      return outcome;
    },

    /**
     * Detach and drop every board no game points at any more (after a flip has committed).
     * A pass's new board becomes visible together with the pointer to it, so a board seen
     * here unreferenced is an old one; readers in flight keep reading it while it detaches.
     */
    async dropOldBoards(db: Db): Promise<number> {
      const old = await queryRows<{ name: string }>(
        db,
        sql`select c.relname as name
          from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'standings'::regclass
            and substring(c.relname from '^standings_p([0-9]+)$')::int not in (
              select generation from game_standings where generation is not null
            )`,
      );
      for (const { name } of old) {
        const table = sql.raw(`"${name}"`);
        await db.execute(sql`alter table standings detach partition ${table} concurrently`);
        await db.execute(sql`drop table ${table}`);
      }
      return old.length;
    },
  };
}

export type Scorer = ReturnType<typeof createScorer>;
