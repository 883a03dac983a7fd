import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/** Claiming an athlete profile (requirements A7): managers ask, staff decide. */
export async function athleteClaimsRoutes(
  _app: FastifyInstance,
  _options: { db: Db; now: () => number },
): Promise<void> {}
