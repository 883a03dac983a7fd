import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/** The admin-users calls (issue 17). */
export async function adminUsersRoutes(
  _app: FastifyInstance,
  _options: { db: Db; now: () => number },
): Promise<void> {}
