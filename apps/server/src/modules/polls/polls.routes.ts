import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createPollService } from './polls.service.ts';
import { createPollAdminService } from './polls-admin.service.ts';

/** Fan votes on events (INTERFACE.md "Premium, polls, insights"): anyone reads, players vote once, staff make them. */
export async function pollsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const polls = createPollService(options);
  const admin = createPollAdminService(options);
  mountRoute(app, routes.eventPolls, async ({ params, user }) =>
    polls.ofEvent(params.eventSlug, user?.id ?? null),
  );
  mountRoute(app, routes.pollVote, async ({ params, body, user }) =>
    polls.vote(params.id, user.id, body.option_id),
  );
  mountRoute(app, routes.adminPollList, async ({ query, user }) => admin.list(query.event_slug, user.id));
  mountRoute(app, routes.adminPollCreate, async ({ body, user }) => admin.create(body, user.id));
  mountRoute(app, routes.adminPollDelete, async ({ params }) => {
    await admin.remove(params.id);
    return undefined;
  });
}
