import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { athleteAssetSvg } from './athlete-asset.svg.ts';
import { createAssetRenderer } from './athlete-asset-image.ts';
import { createAthleteZoneService } from './athlete-zone.service.ts';

/** The athlete zone: an is_athlete user's own numbers and share images (403 for anyone else). */
export async function athleteZoneRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const zone = createAthleteZoneService(options);
  const renderer = createAssetRenderer();

  mountRoute(app, routes.athleteZoneOverview, async ({ user }) => zone.overview(user));
  mountRoute(app, routes.athleteZoneGame, async ({ user, params }) => zone.game(user, params.id));
  mountRoute(app, routes.athleteZoneAsset, async ({ user, params, query, reply }) => {
    const overview = await zone.overview(user);
    const png = await renderer.png(athleteAssetSvg(overview, params.kind, query.size));
    reply
      .type('image/png')
      .header(
        'content-disposition',
        `attachment; filename="shred-league-${overview.athlete.slug}-${params.kind}-${query.size}.png"`,
      )
      // The athlete's own numbers, which move with every pick that locks: no shared cache keeps them.
      .header('cache-control', 'private, no-cache');
    return png;
  });
}
