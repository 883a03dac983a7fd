import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import { createCupService } from './cups.service.ts';
import { createEventAnswers } from './event-answers.ts';

export async function eventsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number; cache: ReadCache },
): Promise<void> {
  const answers = createEventAnswers(options);
  const cups = createCupService(options.db);

  mountRoute(app, routes.eventCalendar, async ({ query, user }) => answers.calendar(query, user?.id ?? null));
  mountRoute(app, routes.eventDetail, async ({ params, query, user }) =>
    answers.event(params.slug, user?.id ?? null, query.game_mode),
  );
  mountRoute(app, routes.gameDetail, async ({ params, query, user }) =>
    answers.game(params.id, user?.id ?? null, query.game_mode),
  );
  mountRoute(app, routes.quickplayCups, async () => cups.list());
  mountRoute(app, routes.quickplayCup, async ({ params, user }) =>
    cups.detail(params.slug, user?.id ?? null),
  );
}
