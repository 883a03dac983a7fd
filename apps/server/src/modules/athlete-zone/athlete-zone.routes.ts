import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/** The athlete-zone calls (issue 17). */
export async function athleteZoneRoutes(
  _app: FastifyInstance,
  _options: { db: Db; now: () => number },
): Promise<void> {}
