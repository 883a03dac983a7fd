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
  const stats = createFantasyStatsService(options.db, options.now);
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
    stats.stats(params.id, modeOf(query.mode, query.game_mode), subjectOf(query, user), user?.id ?? null),
  );
  mountRoute(app, routes.fantasyStatsImage, async ({ params, query, user, reply }) => {
    const shown = await stats.stats(
      params.id,
      modeOf(query.mode, query.game_mode),
      subjectOf(query, user),
      user?.id ?? null,
    );
    const own = user !== null && shown.team?.username === user.username;
    reply
      .type('image/png')
      .header('content-disposition', `inline; filename="shred-league-fantasy-stats-${params.id}.png"`)
      // A named manager's card as others see it is the same for everyone; the owner's own card
      // also shows the picks not yet locked, so no shared cache may keep it.
      .header('cache-control', query.username && !own ? 'public, max-age=300' : 'private, no-cache');
    return images.png(shown);
  });
}

/** A shared link names its manager; without a name the card is the signed-in viewer's. */
const subjectOf = (query: { username?: string | undefined }, user: AuthUser | null): StatsSubject =>
  query.username ? { username: query.username } : { userId: user?.id ?? null };
