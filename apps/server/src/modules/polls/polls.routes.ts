import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/** The polls calls (issue 17). */
export async function pollsRoutes(
  _app: FastifyInstance,
  _options: { db: Db; now: () => number },
): Promise<void> {}
