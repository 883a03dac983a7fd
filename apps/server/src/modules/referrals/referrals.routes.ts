import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createReferralsService } from './referrals.service.ts';

/** Referrals for staff: the list behind /admin/referrals. */
export async function referralsRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const referrals = createReferralsService(options);
  mountRoute(app, routes.adminReferrals, async ({ user, query }) => referrals.adminPage(user.id, query));
}
