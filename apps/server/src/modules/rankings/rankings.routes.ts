import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createFantasyStatsService, type StatsSubject } from './fantasy-stats.service.ts';
import { createFantasyStatsImages } from './fantasy-stats-image.ts';
import { createRankingsService, modeOf } from './rankings.service.ts';

export interface RankingsRoutesOptions {
  db: Db;
  now: () => number;
}

export async function rankingsRoutes(app: FastifyInstance, options: RankingsRoutesOptions): Promise<void> {
  const rankings = createRankingsService(options.db);
  const stats = createFantasyStatsService(options.db);
  const images = createFantasyStatsImages(options.db);
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
    stats.stats(params.id, modeOf(query.mode, query.game_mode), subjectOf(query, user)),
  );
  mountRoute(app, routes.fantasyStatsImage, async ({ params, query, user, reply }) => {
    const png = await images.png(
      await stats.stats(params.id, modeOf(query.mode, query.game_mode), subjectOf(query, user)),
    );
    reply
      .type('image/png')
      .header('content-disposition', `inline; filename="shred-league-fantasy-stats-${params.id}.png"`)
      // A named manager's card is the same for everyone; the viewer's own is theirs alone.
      .header('cache-control', query.username ? 'public, max-age=300' : 'private, no-cache');
    return png;
  });
}

/** A shared link names its manager; without a name the card is the signed-in viewer's. */
const subjectOf = (query: { username?: string | undefined }, user: AuthUser | null): StatsSubject =>
  query.username ? { username: query.username } : { userId: user?.id ?? null };
