import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createAthleteClaimService } from './athlete-claims.service.ts';

/** Claiming an athlete profile (requirements A7): managers ask, staff decide. */
export async function athleteClaimsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const claims = createAthleteClaimService({ ...options, staleReads: app.staleReads });

  mountRoute(app, routes.athleteClaimCreate, async ({ body, user }) => claims.create(user.id, body));
  mountRoute(app, routes.athleteClaimMine, async ({ user }) => claims.mine(user.id));
  mountRoute(app, routes.adminAthleteClaimList, async ({ query }) => claims.list(query));
  mountRoute(app, routes.adminAthleteClaimApprove, async ({ params, user }) =>
    claims.approve(user.id, params.id),
  );
  mountRoute(app, routes.adminAthleteClaimDecline, async ({ params, body, user }) =>
    claims.decline(user.id, params.id, body.reason),
  );
}
