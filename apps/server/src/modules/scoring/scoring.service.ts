import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletePointsStatement } from './athlete-points.sql.ts';
import { intArray, queryRows } from './sql-rows.ts';
import { scoreAndRankStatement, scoreOneTeamStatement } from './team-scores.sql.ts';

export interface RescoreOutcome {
  /** Games whose teams were scored and ranked by a full pass. */
  passes: number;
  /** Teams whose stored score or rank changed. */
  changed: number;
}

/**
 * Scores and ranks are derived data: a pure function of results, rulesets and teams, written
 * by set-based SQL (no per-team work in JavaScript), so any game can be rescored at any time
 * and rescoring twice changes nothing. Call inside a transaction: the game rows are locked so
 * two passes over one game never interleave, while team edits (which only take a key-share
 * lock on the game) go on.
 */
export function createScorer(now: () => number) {
  return {
    /**
     * Rescore games after their results (or ruleset) may have changed. A game whose athlete
     * points did not change and whose teams are all ranked (or that has no results, so no
     * team is ranked) already holds exactly what a full pass would write (entries and late swaps score themselves and drop their rank when their
     * score moves), so its pass is skipped unless `force` asks for it (finalising does).
     */
    async rescoreGames(
      tx: Db,
      gameIds: readonly number[],
      options: { force?: boolean } = {},
    ): Promise<RescoreOutcome> {
      const ids = [...new Set(gameIds)].sort((a, b) => a - b);
      if (ids.length === 0) return { passes: 0, changed: 0 };
      const games = sql`${intArray(ids)}`;
      await tx.execute(
        sql`select id from fantasy_games where id = any(${games}::int[]) order by id for no key update`,
      );
      // Room to hash and sort a million teams in memory; reverts at the end of the transaction.
      await tx.execute(sql`set local work_mem = '256MB'`);
      const moved = await queryRows<{ game_id: number }>(tx, athletePointsStatement(games));
      const unranked = await queryRows<{ game_id: number }>(
        tx,
        sql`select distinct game_id from teams t where game_id = any(${games}::int[]) and rank is null
          and exists (select 1 from athlete_game_points a where a.game_id = t.game_id)`,
      );
      const due = options.force
        ? ids
        : [...new Set([...moved, ...unranked].map((row) => row.game_id))].sort((a, b) => a - b);
      let changed = 0;
      if (due.length > 0) {
        const [teams] = await queryRows<{ changed: number }>(
          tx,
          scoreAndRankStatement(sql`${intArray(due)}`),
        );
        changed = teams?.changed ?? 0;
      }
      // Only a game with results is scored; one whose results are all gone is unscored again.
      await tx.execute(
        sql`update fantasy_games g
          set scored_at = case
            when exists (select 1 from athlete_game_points a where a.game_id = g.id)
            then ${new Date(now()).toISOString()}::timestamptz
          end
          where g.id = any(${games}::int[])`,
      );
      return { passes: due.length, changed };
    },

    /** Score one team of a game that is already scored (see scoreOneTeamStatement). */
    async scoreTeam(tx: Db, gameId: number, teamId: number): Promise<void> {
      await tx.execute(scoreOneTeamStatement(gameId, teamId));
    },
  };
}

export type Scorer = ReturnType<typeof createScorer>;
