import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createCardService } from './cards.service.ts';
import { createContractExtensionService } from './contract-extension.service.ts';

export async function cardsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const cards = createCardService(options.db, options.now);
  const extensions = createContractExtensionService({ db: options.db, cards, staleReads: app.staleReads });

  mountRoute(app, routes.athleteCards, async ({ query, user }) =>
    cards.list(user?.id ?? null, query.username),
  );
  mountRoute(app, routes.athleteCard, async ({ params, user }) => cards.one(params.id, user?.id ?? null));
  mountRoute(app, routes.primaryAthleteCard, async ({ params, user }) => cards.primary(params.id, user.id));
  mountRoute(app, routes.extendContract, async ({ body, user }) => extensions.extend(user.id, body));
  mountRoute(app, routes.credits, async ({ user }) => cards.credits(user.id));
}
