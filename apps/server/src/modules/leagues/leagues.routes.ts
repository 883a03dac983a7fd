import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import type { FileStorage } from '../../platform/storage/storage.port.ts';
import { readImageUpload } from '../users/profile-image.ts';
import type { UploadLimit } from '../users/upload-limit.ts';
import { createLeaguesService, LEAGUE_IMAGE } from './leagues.service.ts';

/** Leagues (INTERFACE.md "Leagues and search"): any signed-in manager reads one; its owner runs it. */
export async function leaguesRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number; storage: FileStorage; limitUploads: UploadLimit },
): Promise<void> {
  const leagues = createLeaguesService(options);

  mountRoute(app, routes.leagueList, async ({ user, query }) => leagues.list(user.id, query));
  mountRoute(app, routes.leagueCreate, async ({ user, body }) => leagues.create(user.id, body));
  mountRoute(app, routes.leagueDetail, async ({ user, params }) => leagues.detail(params.slug, user.id));
  mountRoute(app, routes.leagueUpdate, async ({ user, params, body }) =>
    leagues.update(params.slug, user.id, body),
  );
  mountRoute(app, routes.leagueImageUpload, async ({ user, params, request }) =>
    leagues.setImage(params.slug, user.id, async () => {
      await options.limitUploads(user.id);
      return readImageUpload(request, LEAGUE_IMAGE);
    }),
  );
  mountRoute(app, routes.leagueImageDelete, async ({ user, params }) =>
    leagues.removeImage(params.slug, user.id),
  );
  mountRoute(app, routes.leagueDelete, async ({ user, params }) => {
    await leagues.remove(params.slug, user.id);
    return undefined;
  });
  mountRoute(app, routes.leagueInvite, async ({ user, params }) =>
    leagues.invite(params.slug, user?.id ?? null),
  );
  mountRoute(app, routes.leagueJoin, async ({ user, params, body }) =>
    leagues.join(params.slug, user.id, body.inviter_id),
  );
  mountRoute(app, routes.leagueLeave, async ({ user, params }) => leagues.leave(params.slug, user.id));
  mountRoute(app, routes.leagueMembers, async ({ user, params, query }) =>
    leagues.members(params.slug, user.id, query),
  );
  mountRoute(app, routes.leagueMemberRemove, async ({ user, params }) => {
    await leagues.removeMember(params.slug, user.id, params.user_id);
    return undefined;
  });
  mountRoute(app, routes.leagueEvents, async ({ user, params, body }) =>
    leagues.setEvents(params.slug, user.id, body.event_ids),
  );
  mountRoute(app, routes.leagueSports, async ({ user, params, body }) =>
    leagues.setSports(params.slug, user.id, body.sport_slugs),
  );
  mountRoute(app, routes.leagueStandings, async ({ user, params, query }) =>
    leagues.standings(params.slug, user.id, query),
  );
}
