import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/** The analytics calls (issue 17). */
export async function analyticsRoutes(
  _app: FastifyInstance,
  _options: { db: Db; now: () => number },
): Promise<void> {}
