import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/** The insights calls (issue 17). */
export async function insightsRoutes(
  _app: FastifyInstance,
  _options: { db: Db; now: () => number },
): Promise<void> {}
