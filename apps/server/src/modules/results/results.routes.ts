import { RESULTS_CSV_MAX_CHARS, routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Scorer } from '../scoring/scoring.service.ts';
import { createFinaliseService } from './finalise.service.ts';
import { createResultsService } from './results.service.ts';
import { scoringJobStatus } from './scoring-job-status.ts';

export interface ResultsRoutesOptions {
  db: Db;
  scorer: Scorer;
  jobs: JobQueue;
  now: () => number;
}

export async function resultsRoutes(app: FastifyInstance, options: ResultsRoutesOptions): Promise<void> {
  const results = createResultsService({ ...options, outbound: app.outbound });
  const finalising = createFinaliseService({ ...options, staleReads: app.staleReads });
  // Staff may post a CSV file as it is; the API speaks JSON everywhere else, so only here.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: RESULTS_CSV_MAX_CHARS * 4 },
    (_request, body, done) => done(null, body),
  );

  mountRoute(app, routes.importResults, async ({ params, body }) => results.import(params.slug, body));
  mountRoute(app, routes.refreshResults, async ({ params }) => results.refresh(params.slug));
  mountRoute(app, routes.scoringJob, async ({ params }) => scoringJobStatus(options.jobs, params.id));
  mountRoute(app, routes.finaliseGame, async ({ params }) => finalising.finalise(params.id));
}
