import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rankingsRoutes } from '../rankings/rankings.routes.ts';
import { resultsRoutes } from '../results/results.routes.ts';
import { teamsRoutes } from '../teams/teams.routes.ts';
import { createScorer } from './scoring.service.ts';

export interface ScoringRoutesOptions {
  db: Db;
  now: () => number;
}

/** Teams, results and rankings: everything that feeds or reads the one scorer. */
export async function scoringRoutes(app: FastifyInstance, options: ScoringRoutesOptions): Promise<void> {
  const scorer = createScorer(options.now);
  await app.register(teamsRoutes, { ...options, scorer });
  await app.register(resultsRoutes, { ...options, scorer });
  await app.register(rankingsRoutes, options);
}
