import type { ScoringJob } from '@shred/contract';
import { notFound } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { SCORE_GAME, type ScoringJobOutput } from '../scoring/scoring.jobs.ts';

export const SCORING_JOB_NOT_FOUND = 'There is no such scoring job.';

/** A scoring job as staff see it: its state, and once completed the board's size and time. */
export async function scoringJobStatus(jobs: Pick<JobQueue, 'job'>, id: string): Promise<ScoringJob> {
  const job = await jobs.job(SCORE_GAME, id);
  if (!job) throw notFound(SCORING_JOB_NOT_FOUND);
  const done = job.state === 'completed' ? (job.output as ScoringJobOutput) : null;
  return {
    id: job.id,
    game_id: (job.data as { game_id: number }).game_id,
    state: job.state,
    ranked: done?.ranked ?? null,
    finished_at: done?.finished_at ?? null,
  };
}
