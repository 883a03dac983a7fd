import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import type { StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { createEventService } from '../events/events.service.ts';
import { createGameService } from '../events/games.service.ts';
import { createEventAdminService } from './event-admin.service.ts';
import { createGameAdminService } from './game-admin.service.ts';
import { createGameStatusAdminService } from './game-status-admin.service.ts';
import { createRulesetAdminService } from './ruleset-admin.service.ts';
import { createStartlistAdminService } from './startlist-admin.service.ts';

/** Staff tools: every route is 'staff', so non-staff get 403 before any handler runs. */
export async function adminEventsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number; staleReads: StaleReads },
): Promise<void> {
  const events = createEventService(options);
  const games = createGameService(options.db);
  const eventAdmin = createEventAdminService(options);
  const gameAdmin = createGameAdminService({ ...options, games });
  const startlists = createStartlistAdminService({ db: options.db, games, staleReads: options.staleReads });
  const statuses = createGameStatusAdminService({ ...options, games });
  const rulesets = createRulesetAdminService(options.db);

  mountRoute(app, routes.adminEventList, async ({ query, user }) => events.calendar(query, user.id));
  mountRoute(app, routes.adminEventCreate, async ({ body, user }) => eventAdmin.create(body, user.id));
  mountRoute(app, routes.adminEventDetail, async ({ params, user }) =>
    eventAdmin.detail(params.slug, user.id),
  );
  mountRoute(app, routes.adminEventUpdate, async ({ params, body, user }) =>
    eventAdmin.update(params.slug, body, user.id),
  );
  mountRoute(app, routes.adminGameCreate, async ({ params, body, user }) =>
    gameAdmin.create(params.slug, body, user.id),
  );
  mountRoute(app, routes.adminGameUpdate, async ({ params, body, user }) =>
    gameAdmin.update(params.id, body, user.id),
  );
  mountRoute(app, routes.adminStartlistReplace, async ({ params, body, user }) =>
    startlists.replace(params.id, body, user.id),
  );
  mountRoute(app, routes.adminGameStatus, async ({ params, body, user }) =>
    statuses.force(params.id, body.status, user.id),
  );
  mountRoute(app, routes.rulesetList, async () => rulesets.list());
  mountRoute(app, routes.rulesetCreate, async ({ body }) => rulesets.create(body));
}
