import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createTeamService } from './teams.service.ts';

export interface TeamsRoutesOptions {
  db: Db;
  now: () => number;
}

export async function teamsRoutes(app: FastifyInstance, options: TeamsRoutesOptions): Promise<void> {
  const teams = createTeamService({ ...options, cache: app.readCache, staleReads: app.staleReads });

  mountRoute(app, routes.createTeam, async ({ user, params, body }) =>
    teams.create(user.id, params.id, body),
  );
  mountRoute(app, routes.updateTeam, async ({ user, params, body }) =>
    teams.update(user.id, params.id, body),
  );
  mountRoute(app, routes.teamDetail, async ({ user, params }) => teams.detail(user?.id ?? null, params.id));
  mountRoute(app, routes.myTeams, async ({ user, params, query }) => {
    const mode = query.mode ?? (query.game_mode === 'all' ? null : (query.game_mode ?? null));
    return { results: await teams.mine(user.id, params.id, mode) };
  });
}
