import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createFantasyStatsService } from './fantasy-stats.service.ts';
import { createRankingsService, modeOf } from './rankings.service.ts';

export interface RankingsRoutesOptions {
  db: Db;
  now: () => number;
}

export async function rankingsRoutes(app: FastifyInstance, options: RankingsRoutesOptions): Promise<void> {
  const rankings = createRankingsService(options.db);
  const stats = createFantasyStatsService(options.db);
  const today = () => new Date(options.now()).toISOString().slice(0, 10);

  mountRoute(app, routes.gameLeaderboard, async ({ params, query, user }) =>
    rankings.gameLeaderboard(params.id, modeOf(query.mode, query.game_mode), query, user?.id ?? null),
  );
  mountRoute(app, routes.seasonRanking, async ({ query, user }) =>
    rankings.season(query, user?.id ?? null, today()),
  );
  mountRoute(app, routes.cupLeaderboard, async ({ params, query, user }) =>
    rankings.cup(params.slug, query, user?.id ?? null),
  );
  mountRoute(app, routes.fantasyStats, async ({ params, query, user }) =>
    stats.stats(params.id, modeOf(query.mode, query.game_mode), user?.id ?? null),
  );
}
