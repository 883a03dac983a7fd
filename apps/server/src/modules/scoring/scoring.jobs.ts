import { sql } from 'drizzle-orm';
import type { QueuedJob } from '../../jobs/scheduled-jobs.ts';
import type { Scorer } from './scoring.service.ts';
import { queryRows } from './sql-rows.ts';

export const SCORE_GAME = 'score-game';
export const DROP_OLD_BOARDS = 'drop-old-boards';

/** What a scoring job answers when it completed (the job's output). */
export interface ScoringJobOutput {
  game_id: number;
  passed: boolean;
  generation: number | null;
  ranked: number;
  started_at: string;
  finished_at: string;
}

/** One job per game at a time: jobs of one game queue behind each other (pg-boss singleton). */
export const scoringJobKey = (gameId: number): string => `game:${gameId}`;

const gameIdOf = (data: unknown): number => {
  const id = (data as { game_id?: unknown } | null)?.game_id;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('a scoring job needs a game_id');
  return id;
};

/** Drop the boards no game points at any more (idempotent: dropping none is fine). */
export function dropOldBoardsJob(scorer: Scorer): QueuedJob {
  return {
    name: DROP_OLD_BOARDS,
    queue: { policy: 'singleton', retryLimit: 3, retryDelay: 5 },
    async run({ db }) {
      return { dropped: await scorer.dropOldBoards(db) };
    },
  };
}

/**
 * The scoring pass as a queued job: the board is written and flipped in one transaction (a
 * failure rolls it back and leaves the previous board whole); the previous generation's rows,
 * unreachable from then on, are deleted by a follow-up job so the new board is live sooner.
 * Passes over one game never overlap: pg-boss runs one job per game key at a time across
 * every server process, and the pass locks the game row besides.
 */
export function scoringJob(scorer: Scorer): QueuedJob {
  return {
    name: SCORE_GAME,
    queue: { policy: 'singleton', retryLimit: 2, retryDelay: 1 },
    async run({ db, now, send }, data): Promise<ScoringJobOutput> {
      const gameId = gameIdOf(data);
      const startedAt = new Date(now()).toISOString();
      const outcome = await db.transaction(async (tx) => {
        // The board is derived data: a commit lost in a crash leaves the game marked stale,
        // and the next start scores it again; no need to wait for the disk.
        await tx.execute(sql`set local synchronous_commit = off`);
        return scorer.pass(tx, gameId);
      });
      if (outcome.passed) await send(DROP_OLD_BOARDS, {}, { singletonKey: DROP_OLD_BOARDS });
      return {
        game_id: gameId,
        ...outcome,
        started_at: startedAt,
        finished_at: new Date(now()).toISOString(),
      };
    },
    // Boards left stale by a process that stopped mid-way (or by the migration to boards).
    async catchUp({ db }) {
      const stale = await queryRows<{ game_id: number }>(
        db,
        sql`select game_id from game_standings where stale order by game_id`,
      );
      return stale.map(({ game_id }) => ({
        data: { game_id },
        options: { singletonKey: scoringJobKey(game_id) },
      }));
    },
  };
}
