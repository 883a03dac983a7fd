import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createAthleteService } from './athletes.service.ts';

export async function athletesRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const athletes = createAthleteService(options.db);
  mountRoute(app, routes.athleteList, async ({ query, user }) => athletes.list(query, user?.id ?? null));
  mountRoute(app, routes.athleteDetail, async ({ params, user }) =>
    athletes.detail(params.id, user?.id ?? null),
  );
}
