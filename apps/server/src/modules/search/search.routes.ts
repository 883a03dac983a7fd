import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createSearchService } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const search = createSearchService(options.db);
  mountRoute(app, routes.coreSearch, async ({ query, user }) => search.search(query.query, user?.id ?? null));
}
