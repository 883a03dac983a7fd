import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { mountRoute } from '../../http/route.ts';

const MAX_PROPERTIES_BYTES = 16 * 1024;

export async function trackingRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  mountRoute(app, routes.track, async ({ body, user }) => {
    const batch = 'batch' in body ? body.batch : [body];
    batch.forEach((event, index) => {
      if (event.properties && JSON.stringify(event.properties).length > MAX_PROPERTIES_BYTES) {
        throw badRequest('Event properties are too large.', {
          [`batch.${index}.properties`]: ['Keep properties under 16 KB.'],
        });
      }
    });
    await options.db.insert(trackingEvents).values(
      batch.map((event) => ({
        event: event.event,
        properties: event.properties ?? null,
        label: event.label ?? null,
        value: event.value ?? null,
        sessionId: event.sessionId ?? null,
        anonymousId: event.anonymousId ?? null,
        occurredAt: event.timestamp ? new Date(event.timestamp) : null,
        userId: user?.id ?? null,
      })),
    );
    return undefined;
  });
}
