import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createCupService } from './cups.service.ts';
import { createEventService } from './events.service.ts';
import { createGameService } from './games.service.ts';

export async function eventsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const events = createEventService(options);
  const games = createGameService(options.db);
  const cups = createCupService(options.db);

  mountRoute(app, routes.eventCalendar, async ({ query, user }) => events.calendar(query, user?.id ?? null));
  mountRoute(app, routes.eventDetail, async ({ params, query, user }) =>
    events.detail(params.slug, user?.id ?? null, query.game_mode),
  );
  mountRoute(app, routes.gameDetail, async ({ params, query, user }) =>
    games.detail(params.id, user?.id ?? null, query.game_mode),
  );
  mountRoute(app, routes.quickplayCups, async () => cups.list());
  mountRoute(app, routes.quickplayCup, async ({ params, user }) =>
    cups.detail(params.slug, user?.id ?? null),
  );
}
