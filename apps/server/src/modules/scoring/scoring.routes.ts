import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { rankingsRoutes } from '../rankings/rankings.routes.ts';
import { resultsRoutes } from '../results/results.routes.ts';
import { teamsRoutes } from '../teams/teams.routes.ts';
import type { Scorer } from './scoring.service.ts';

export interface ScoringRoutesOptions {
  db: Db;
  now: () => number;
  scorer: Scorer;
  jobs: JobQueue;
}

/** Teams, results and rankings: everything that feeds or reads the one scorer. */
export async function scoringRoutes(app: FastifyInstance, options: ScoringRoutesOptions): Promise<void> {
  await app.register(teamsRoutes, { db: options.db, now: options.now });
  await app.register(resultsRoutes, options);
  await app.register(rankingsRoutes, { db: options.db, now: options.now });
}
