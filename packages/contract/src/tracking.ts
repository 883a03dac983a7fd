import { z } from 'zod';

/** Events one batch may carry: the client sends what it gathered in one flush, at most this many. */
export const TRACKING_BATCH_MAX = 100;

/**
 * Tracking event (spec §3): {event, properties, label, value, sessionId}, plus the device's
 * anonymous id and, in a batch, when it happened on the client.
 */
export const trackingEventSchema = z.object({
  event: z.string().trim().min(1, 'Name the event.').max(100),
  properties: z.record(z.string(), z.unknown()).nullish(),
  label: z.string().max(200).nullish(),
  value: z.number().finite().nullish(),
  sessionId: z.string().max(100).nullish(),
  anonymousId: z.string().max(100).nullish(),
  /** When the event happened on the client (ISO 8601); batched events arrive up to seconds later. */
  timestamp: z.iso.datetime({ offset: true }).nullish(),
});
export type TrackingEvent = z.input<typeof trackingEventSchema>;

/**
 * POST tracking/track/ takes one event (the spec's shape) or `{batch: [event, …]}` (1–100).
 * A batch is stored whole or not at all: a bad event answers 400 with `fields` keyed
 * `batch.N…`, and the client sends the rest again without event N, so nothing valid is lost.
 */
export const trackingBodySchema = z.union([
  z.object({ batch: z.array(trackingEventSchema).min(1).max(TRACKING_BATCH_MAX) }).strict(),
  trackingEventSchema,
]);
export type TrackingBody = z.input<typeof trackingBodySchema>;
