import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createAdminUserService } from './admin-users.service.ts';

/** Staff user management (issue 17): every route is 'staff'. */
export async function adminUsersRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number; sessionsEnded: (sessionIds: readonly string[]) => void },
): Promise<void> {
  const users = createAdminUserService({ ...options, staleReads: app.staleReads });

  mountRoute(app, routes.adminUserList, async ({ query }) => users.list(query));
  mountRoute(app, routes.adminUserDetail, async ({ params }) => users.detail(params.username));
  mountRoute(app, routes.adminUserUpdate, async ({ params, body, user }) =>
    users.update(user, params.username, body),
  );
  mountRoute(app, routes.adminUserTeams, async ({ params, query }) => users.teams(params.username, query));
  mountRoute(app, routes.adminUserCards, async ({ params, query }) => users.cards(params.username, query));
  mountRoute(app, routes.adminUserLedger, async ({ params, query }) => users.ledger(params.username, query));
  mountRoute(app, routes.adminUserNotifications, async ({ params, query }) =>
    users.notifications(params.username, query),
  );
}
