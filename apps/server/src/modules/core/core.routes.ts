import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import type { Throttle } from '../../platform/throttle.ts';
import { createAppSettingsService } from './app-settings.service.ts';

export async function coreRoutes(
  app: FastifyInstance,
  options: { db: Db; throttle: Throttle; now: () => number },
): Promise<void> {
  const settings = createAppSettingsService(options);
  mountRoute(app, routes.appSettings, async ({ reply }) => {
    // A switch into maintenance must reach every client on its next poll, so nothing may cache it.
    reply.header('cache-control', 'no-store');
    return settings.get();
  });
  mountRoute(app, routes.updateAppSettings, async ({ body }) => settings.update(body));
  mountRoute(app, routes.validateMaintenancePassword, async ({ body, request }) => ({
    valid: await settings.validatePassword(body.password, request.ip),
  }));
}
