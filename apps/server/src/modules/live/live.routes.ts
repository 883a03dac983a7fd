import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { listen } from '../../db/notifications.ts';
import { mountRoute } from '../../http/route.ts';
import { readTags } from '../../platform/read-cache/stale-reads.ts';
import { LIVE_RESULTS_CHANNEL } from './live-channel.ts';
import { createLiveHub, type LiveHubOptions } from './live-hub.ts';

export interface LiveRoutesOptions extends LiveHubOptions {
  database: Database;
}

/**
 * GET live/: this process's hub, which listens once on the results channel for the whole
 * process and fans each change out to its open streams (anyone may listen: scores are public).
 */
export async function liveRoutes(app: FastifyInstance, options: LiveRoutesOptions): Promise<void> {
  const { database, ...hubOptions } = options;
  const hub = createLiveHub(hubOptions);
  const unlisten = await listen(
    database.connection,
    LIVE_RESULTS_CHANNEL,
    (payload) => {
      // The read cache hears the same commit on another connection, maybe later: a screen
      // refetching on this event must not get the game's old answers from this process.
      app.readCache.drop([readTags.game(Number(payload))]);
      hub.heard(payload);
    },
    app.log,
    hub.gap,
  );
  // Before the server waits for its connections to end: open streams would never end by themselves.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', () => unlisten());

  mountRoute(app, routes.liveEvents, async ({ request, reply, user }) => {
    hub.open(request, reply, user?.id ?? null);
    // The stream is written by the hub from now on: Fastify sends nothing more.
    return '';
  });
}
