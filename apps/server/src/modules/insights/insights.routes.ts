import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createInsightsService } from './insights.service.ts';

/** Premium insights of an event stop (issue 17): 403 to a signed-in player without premium. */
export async function insightsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const insights = createInsightsService(options);
  mountRoute(app, routes.eventInsights, async ({ user, params }) => insights.event(params.slug, user.id));
}
