import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { mountRoute } from '../../http/route.ts';
import type { DatabaseHealth } from './database-health.ts';

export const DATABASE_DOWN = 'The database is not answering. Try again in a moment.';

export async function healthRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHealth },
): Promise<void> {
  mountRoute(app, routes.health, async () => {
    if (!(await options.database.isUp())) throw new ApiError(503, DATABASE_DOWN);
    return { status: 'ok' as const };
  });
}
