import { z } from 'zod';

/** Events one batch may carry: the client sends what it gathered in one flush, at most this many. */
export const TRACKING_BATCH_MAX = 100;

/** Bounds on an event's properties: a hostile or runaway client cannot fill the table. */
export const TRACKING_LIMITS = {
  /** Serialised as JSON, in UTF-8 bytes. */
  propertiesBytes: 16 * 1024,
  /** Longest string value (spec §9). */
  stringLength: 65535,
  keyLength: 100,
  /** Levels of objects and arrays inside `properties` (the record itself is level 1). */
  depth: 5,
} as const;

/** What is wrong with a properties value, or null when it keeps within TRACKING_LIMITS. */
export function trackingPropertiesProblem(properties: Record<string, unknown>): string | null {
  const walk = (value: unknown, depth: number): string | null => {
    if (typeof value === 'string') {
      return value.length > TRACKING_LIMITS.stringLength
        ? `Keep each text under ${TRACKING_LIMITS.stringLength + 1} characters.`
        : null;
    }
    if (value === null || typeof value !== 'object') return null;
    if (depth > TRACKING_LIMITS.depth) return `Nest properties at most ${TRACKING_LIMITS.depth} levels deep.`;
    const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
    for (const [key, inner] of entries) {
      if (key.length > TRACKING_LIMITS.keyLength) {
        return `Keep property names under ${TRACKING_LIMITS.keyLength + 1} characters.`;
      }
      const problem = walk(inner, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  // Size first: it bounds the walk, and a 10,000-element array is refused on it alone.
  const bytes = new TextEncoder().encode(JSON.stringify(properties)).length;
  if (bytes > TRACKING_LIMITS.propertiesBytes) return 'Keep properties under 16 KB.';
  return walk(properties, 1);
}

/**
 * Tracking event (spec §3): {event, properties, label, value, sessionId}, plus the device's
 * anonymous id and, in a batch, when it happened on the client.
 */
export const trackingEventSchema = z.object({
  event: z.string().trim().min(1, 'Name the event.').max(100),
  properties: z
    .record(z.string(), z.unknown())
    .superRefine((properties, ctx) => {
      const problem = trackingPropertiesProblem(properties);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullish(),
  label: z.string().max(200).nullish(),
  value: z.number().finite().nullish(),
  sessionId: z.string().max(100).nullish(),
  anonymousId: z.string().max(100).nullish(),
  /**
   * When the event happened on the client (ISO 8601); batched events arrive up to seconds
   * later. The server takes it from 7 days back to 5 minutes ahead of its own clock.
   */
  timestamp: z.iso.datetime({ offset: true }).nullish(),
});
export type TrackingEvent = z.input<typeof trackingEventSchema>;

/** How far the client's clock may put an event in the past or the future. */
export const TRACKING_TIMESTAMP_WINDOW = { pastMs: 7 * 24 * 3600 * 1000, futureMs: 5 * 60 * 1000 } as const;

/**
 * POST tracking/track/ takes one event (the spec's shape) or `{batch: [event, …]}` (1–100).
 * A batch is stored whole or not at all: a bad event answers 400 with `fields` keyed
 * `batch.N…`, and the client sends the rest again without event N, so nothing valid is lost.
 * One object with `batch` or the event's fields rather than a union, whose failures would all
 * come out as one `body` error without the path of the bad event.
 */
export const trackingBodySchema = trackingEventSchema
  .extend({
    event: trackingEventSchema.shape.event.optional(),
    batch: z.array(trackingEventSchema).min(1).max(TRACKING_BATCH_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.batch) {
      for (const key of Object.keys(body)) {
        if (key !== 'batch' && body[key as keyof typeof body] != null) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'Send the event inside the batch.' });
        }
      }
    } else if (body.event === undefined) {
      ctx.addIssue({ code: 'custom', path: ['event'], message: 'Name the event.' });
    }
  });
export type TrackingBody = z.input<typeof trackingBodySchema>;

/** The events of a valid body: the batch, or the one event. */
export function trackingEventsOf(
  body: z.output<typeof trackingBodySchema>,
): z.output<typeof trackingEventSchema>[] {
  if (body.batch) return body.batch;
  const { batch: _, event = '', ...single } = body;
  return [{ ...single, event }];
}
