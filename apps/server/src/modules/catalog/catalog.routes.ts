import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { presentSport } from './catalog.presenter.ts';
import { createCatalogQueries } from './catalog.queries.ts';

export async function catalogRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const queries = createCatalogQueries(options.db);
  mountRoute(app, routes.sportList, async () => (await queries.sportsWithDisciplines()).map(presentSport));
}
