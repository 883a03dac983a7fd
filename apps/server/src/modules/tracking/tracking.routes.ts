import { routes, TRACKING_TIMESTAMP_WINDOW, trackingEventsOf } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { mountRoute } from '../../http/route.ts';
import { clientKey } from '../../platform/client-key.ts';
import { takeTrackingQuota } from './tracking-quota.ts';
import { type StoredEvent, storeTrackingEvents } from './tracking-store.ts';

const TIMESTAMP_OUT_OF_RANGE = 'Send events from the last 7 days, by a clock no more than 5 minutes fast.';

/**
 * POST tracking/track/ (spec §7, R7.44): the events of one request are stored, counted in the
 * daily rollups and taken from the sender's quota in one transaction, or none of that happens.
 */
export async function trackingRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  mountRoute(app, routes.track, async ({ body, user, request }) => {
    const at = options.now();
    const inBatch = body.batch !== undefined;
    const events: StoredEvent[] = trackingEventsOf(body).map((event, index) => {
      const when = event.timestamp ? Date.parse(event.timestamp) : at;
      if (when < at - TRACKING_TIMESTAMP_WINDOW.pastMs || when > at + TRACKING_TIMESTAMP_WINDOW.futureMs) {
        const field = inBatch ? `batch.${index}.timestamp` : 'timestamp';
        throw badRequest(`${field}: ${TIMESTAMP_OUT_OF_RANGE}`, { [field]: [TIMESTAMP_OUT_OF_RANGE] });
      }
      return { ...event, at: new Date(when) };
    });
    const quotaKey = user ? `track:u:${user.id}` : `track:ip:${clientKey(request.ip)}`;
    await options.db.transaction(async (tx) => {
      await takeTrackingQuota(tx, quotaKey, events.length, at);
      await storeTrackingEvents(tx, { events, userId: user?.id ?? null, receivedAt: new Date(at) });
    });
    return undefined;
  });
}
