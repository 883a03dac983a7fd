import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createAchievementsService } from './achievements.service.ts';

/** Achievements: the caller's (with what the modal showed) and anyone's earned ones. */
export async function achievementsRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const achievements = createAchievementsService(options);
  mountRoute(app, routes.achievementList, async ({ user }) => achievements.list(user.id));
  mountRoute(app, routes.achievementSeen, async ({ user, params }) => achievements.seen(user.id, params.key));
  mountRoute(app, routes.userAchievements, async ({ params }) => achievements.ofUser(params.id));
}
