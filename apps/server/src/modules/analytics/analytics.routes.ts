import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { readDashboard } from './dashboard.service.ts';

/** The staff dashboard's figures (issue 17, R2.68). */
export async function analyticsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  mountRoute(app, routes.adminDashboard, async ({ query }) =>
    readDashboard(options.db, query.days, options.now()),
  );
}
