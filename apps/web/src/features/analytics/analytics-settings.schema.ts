import { z } from 'zod';

/**
 * Spec §9 analytics settings, checked by the tests against the values the app ships: a value
 * outside its bounds is refused outright, so a wrong setting stops the build's tests instead of
 * quietly changing how sessions are cut or how long a request may hang.
 */
export const analyticsSettingsSchema = z.object({
  /** R9.52: a session ends after this long without activity. */
  sessionIdleSeconds: z.number().int().min(60).max(36_000).default(1800),
  /** R9.55 (A25): the analytics service's feature-flag request, not the flag images. */
  flagRequestTimeoutMs: z.number().int().positive().default(3000),
  /** R9.56: an analytics request without a timeout of its own gives up after this long. */
  defaultRequestTimeoutMs: z.number().int().positive().default(60_000),
  /** R9.58: how long the analytics service keeps its cookie. */
  cookieExpiryDays: z.number().int().positive().default(365),
});

export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

/** The settings with the spec's defaults for whatever `overrides` leaves out; throws on a value out of bounds. */
export function analyticsSettings(
  overrides: z.input<typeof analyticsSettingsSchema> = {},
): AnalyticsSettings {
  return analyticsSettingsSchema.parse(overrides);
}
