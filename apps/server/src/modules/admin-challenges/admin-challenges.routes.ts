import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createChallengeImportService } from './challenge-import.service.ts';
import { createChallengeSetService } from './challenge-sets.service.ts';
import { createChallengeAdminService } from './challenges-admin.service.ts';

/** Staff tools for challenge sets and challenges: every route is 'staff'. */
export async function adminChallengesRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const sets = createChallengeSetService(options);
  const challenges = createChallengeAdminService(options);
  const imports = createChallengeImportService(options);

  mountRoute(app, routes.adminChallengeSetList, async ({ query }) => sets.list(query));
  mountRoute(app, routes.adminChallengeSetCreate, async ({ body }) => sets.create(body));
  mountRoute(app, routes.adminChallengeSetDetail, async ({ params }) => sets.detail(params.id));
  mountRoute(app, routes.adminChallengeSetUpdate, async ({ params, body }) => sets.update(params.id, body));
  mountRoute(app, routes.adminChallengeSetDelete, async ({ params }) => {
    await sets.remove(params.id);
    return undefined;
  });
  mountRoute(app, routes.adminChallengeCreate, async ({ body }) => challenges.create(body));
  mountRoute(app, routes.adminChallengeImport, async ({ body }) => imports.run(body));
  mountRoute(app, routes.adminChallengeUpdate, async ({ params, body }) =>
    challenges.update(params.id, body),
  );
  mountRoute(app, routes.adminChallengeDelete, async ({ params }) => {
    await challenges.remove(params.id);
    return undefined;
  });
}
