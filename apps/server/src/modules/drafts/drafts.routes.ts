import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import type { CountMoneyMove } from '../credits/money-move-limits.ts';
import { createDraftAdminService } from './drafts.admin.service.ts';
import { createDraftService } from './drafts.service.ts';
import { createSeedPairService } from './seed-pairs.ts';

/** Drafts (INTERFACE.md "Economy"): on sale, provably fair openings, history, and staff tools. */
export async function draftsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number; countMoneyMove: CountMoneyMove },
): Promise<void> {
  const drafts = createDraftService({ db: options.db, staleReads: app.staleReads, now: options.now });
  const seedPairs = createSeedPairService(options.db);
  const admin = createDraftAdminService(options.db);

  mountRoute(app, routes.draftList, async () => drafts.list());
  mountRoute(app, routes.draftDetail, async ({ params }) => drafts.detail(params));
  mountRoute(app, routes.draftFairness, async ({ user }) => seedPairs.current(user.id));
  mountRoute(app, routes.draftRotateSeed, async ({ user, body }) =>
    seedPairs.rotate(user.id, body.client_seed),
  );
  mountRoute(app, routes.draftOpen, async ({ user, body, request, reply }) => {
    await options.countMoneyMove('draftOpening', user.id);
    const answer = await drafts.open(user.id, body, idempotencyKeyOf(request));
    reply.status(answer.status);
    return answer.body;
  });
  mountRoute(app, routes.draftHistory, async ({ user, query }) => drafts.history(user.id, query));
  mountRoute(app, routes.draftOpening, async ({ user, params }) => drafts.opening(user.id, params.id));

  mountRoute(app, routes.adminDraftList, async () => admin.list());
  mountRoute(app, routes.adminDraftUpdate, async ({ params, body }) => admin.update(params, body));
  mountRoute(app, routes.adminDraftPool, async ({ query }) => admin.pool(query.sport));
  mountRoute(app, routes.adminDraftPoolUpdate, async ({ body }) => admin.setPoolWeight(body));
  mountRoute(app, routes.adminDraftSimulate, async ({ body }) => admin.simulate(body));
}
