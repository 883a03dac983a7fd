import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createRewardsService } from './rewards.service.ts';

/** Rewards (INTERFACE.md "Notifications, rewards, challenges, live"): each manager's own. */
export async function rewardsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const rewards = createRewardsService(options);
  mountRoute(app, routes.rewardList, async ({ user, query }) => rewards.list(user.id, query));
  mountRoute(app, routes.rewardDetail, async ({ user, params }) => rewards.detail(user.id, params.id));
  mountRoute(app, routes.rewardClaim, async ({ user, params }) => rewards.claim(user.id, params.id));
}
