import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { mountRoute } from '../../http/route.ts';

const MAX_PROPERTIES_BYTES = 16 * 1024;

export async function trackingRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  mountRoute(app, routes.track, async ({ body, user }) => {
    if (body.properties && JSON.stringify(body.properties).length > MAX_PROPERTIES_BYTES) {
      throw badRequest('Event properties are too large.', { properties: ['Keep properties under 16 KB.'] });
    }
    await options.db.insert(trackingEvents).values({
      event: body.event,
      properties: body.properties ?? null,
      label: body.label ?? null,
      value: body.value ?? null,
      sessionId: body.sessionId ?? null,
      anonymousId: body.anonymousId ?? null,
      userId: user?.id ?? null,
    });
    return undefined;
  });
}
