import { healthSchema } from './common.ts';
import { coreEndpoints } from './core.endpoints.ts';
import {
  appSettingsSchema,
  appSettingsUpdateSchema,
  validatePasswordBodySchema,
  validatePasswordResultSchema,
} from './core.ts';
import { cspReportBodySchema } from './csp-reports.ts';
import { defineRoute } from './route.ts';
import { trackingBodySchema } from './tracking.ts';

/** Health, app settings (maintenance, minimum versions) and analytics events. */
export const coreRoutes = {
  health: defineRoute({
    ...coreEndpoints.health,
    tag: 'core',
    summary: 'Readiness probe',
    response: { 200: healthSchema },
    errors: [503],
  }),
  appSettings: defineRoute({
    ...coreEndpoints.appSettings,
    tag: 'core',
    summary: 'Maintenance mode and native minimum versions',
    response: { 200: appSettingsSchema },
    errors: [],
  }),
  updateAppSettings: defineRoute({
    ...coreEndpoints.updateAppSettings,
    tag: 'core',
    summary: 'Change app settings (staff)',
    body: appSettingsUpdateSchema,
    response: { 200: appSettingsSchema },
    errors: [],
  }),
  validateMaintenancePassword: defineRoute({
    ...coreEndpoints.validateMaintenancePassword,
    tag: 'core',
    summary: 'Check the maintenance bypass password',
    body: validatePasswordBodySchema,
    response: { 200: validatePasswordResultSchema },
    errors: [429],
  }),
  track: defineRoute({
    ...coreEndpoints.track,
    tag: 'tracking',
    summary:
      'Record analytics events, one or a batch of up to 100 (signed in or anonymous), stored whole or not at all; 429 with Retry-After: 60 over 600 events a minute per player or address',
    body: trackingBodySchema,
    response: { 204: null },
    errors: [429],
  }),
  reportCspViolation: defineRoute({
    ...coreEndpoints.reportCspViolation,
    tag: 'security',
    summary: 'Receive a browser report of a Content Security Policy violation',
    body: cspReportBodySchema,
    response: { 204: null },
    errors: [429],
  }),
} as const;
