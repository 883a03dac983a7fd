import type { ErrorReportingSettings } from './error-reporting-settings.schema.ts';

/**
 * Spec §9 error-reporting settings (R9.59–R9.61). Plain values: parsing them with zod as the app
 * loads would put zod on the first screen and make it probe for eval, which the Content Security
 * Policy reports. The schema beside this file checks them in the tests instead.
 */
export const ERROR_REPORTING_SETTINGS: ErrorReportingSettings = {
  breadcrumbMax: 100,
  spanLimit: 1000,
  tracingSampleRate: 0,
};
