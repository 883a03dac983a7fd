import type { ResultsImport, ScoringJob } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './factories.ts';

const POLL_MS = 25;
const TIMEOUT_MS = 20_000;

/** One scoring job as staff see it (GET admin/scoring-jobs/{id}/). */
export async function scoringJobOf(app: FastifyInstance, staff: TestUser, id: string): Promise<ScoringJob> {
  const res = await app.inject({ method: 'GET', url: `/api/admin/scoring-jobs/${id}/`, headers: staff.auth });
  if (res.statusCode !== 200) throw new Error(`scoring job ${id}: ${res.statusCode} ${res.body}`);
  return res.json<ScoringJob>();
}

/**
 * Wait until every scoring job a results import queued has finished, polling the status call
 * as a client would; answers their final states. An import that was refused queued nothing.
 */
export async function awaitScoring(
  app: FastifyInstance,
  staff: TestUser,
  imported: { statusCode: number; json<T>(): T },
): Promise<ScoringJob[]> {
  if (imported.statusCode !== 200) return [];
  const { scoring_jobs } = imported.json<ResultsImport>();
  const deadline = Date.now() + TIMEOUT_MS;
  const finished: ScoringJob[] = [];
  for (const { id } of scoring_jobs) {
    for (;;) {
      const job = await scoringJobOf(app, staff, id);
      if (job.state === 'completed' || job.state === 'failed') {
        finished.push(job);
        break;
      }
      if (Date.now() > deadline) throw new Error(`scoring job ${id} still ${job.state}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  return finished;
}
