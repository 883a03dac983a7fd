import { z } from 'zod';

/** Tracking event (spec §3): {event, properties, label, value, sessionId}. */
export const trackingEventSchema = z.object({
  event: z.string().trim().min(1, 'Name the event.').max(100),
  properties: z.record(z.string(), z.unknown()).nullish(),
  label: z.string().max(200).nullish(),
  value: z.number().finite().nullish(),
  sessionId: z.string().max(100).nullish(),
  anonymousId: z.string().max(100).nullish(),
});
export type TrackingEvent = z.input<typeof trackingEventSchema>;
