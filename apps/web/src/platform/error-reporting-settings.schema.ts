import { z } from 'zod';

/**
 * Spec §9 error-reporting settings, checked by the tests against the values the app ships: a value
 * outside its bounds is refused outright rather than clamped, since a sample rate of 2 or -1 is a
 * typo, not a wish.
 */
export const errorReportingSettingsSchema = z.object({
  /** R9.60: breadcrumbs kept by default. */
  breadcrumbMax: z.number().int().positive().default(100),
  /** R9.59: spans recorded per transaction at most. */
  spanLimit: z.number().int().positive().default(1000),
  /** R9.61: the share of transactions traced, between 0 and 1; none until tracing is switched on. */
  tracingSampleRate: z.number().min(0).max(1).default(0),
});

export type ErrorReportingSettings = z.infer<typeof errorReportingSettingsSchema>;

/** The settings with the spec's defaults for whatever `overrides` leaves out; throws on a value out of bounds. */
export function errorReportingSettings(
  overrides: z.input<typeof errorReportingSettingsSchema> = {},
): ErrorReportingSettings {
  return errorReportingSettingsSchema.parse(overrides);
}
