import type { AnalyticsSettings } from './analytics-settings.schema.ts';

/**
 * Spec §9 analytics settings (R9.52, R9.55, R9.56, R9.58). Plain values: parsing them with zod as
 * the app loads would put zod on the first screen and make it probe for eval, which the Content
 * Security Policy reports. The schema beside this file checks them in the tests instead.
 */
export const ANALYTICS_SETTINGS: AnalyticsSettings = {
  sessionIdleSeconds: 1800,
  flagRequestTimeoutMs: 3000,
  defaultRequestTimeoutMs: 60_000,
  cookieExpiryDays: 365,
};
