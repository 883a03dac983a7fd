import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createChallengesService } from './challenges.service.ts';

/** Challenges: a signed-in manager reads the sets and their own progress. */
export async function challengesRoutes(app: FastifyInstance, options: { db: Db; now: () => number }) {
  const challenges = createChallengesService(options);
  mountRoute(app, routes.challengeSets, async ({ user, query }) => challenges.sets(user.id, query));
  mountRoute(app, routes.challengeSet, async ({ user, params }) => challenges.set(params.id, user.id));
  mountRoute(app, routes.challenge, async ({ user, params }) => challenges.challenge(params.id, user.id));
}
