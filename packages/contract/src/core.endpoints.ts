import type { Endpoint } from './endpoints.ts';

/** Health, app settings (maintenance, minimum versions) and analytics events. */
export const coreEndpoints = {
  health: { method: 'GET', path: 'health/', access: 'public', status: 200 },
  appSettings: { method: 'GET', path: 'core/app-settings/', access: 'public', status: 200 },
  updateAppSettings: { method: 'PUT', path: 'core/app-settings/', access: 'staff', status: 200 },
  validateMaintenancePassword: {
    method: 'POST',
    path: 'core/app-settings/validate-password/',
    access: 'public',
    status: 200,
  },
  track: { method: 'POST', path: 'tracking/track/', access: 'public', status: 204 },
  reportCspViolation: { method: 'POST', path: 'csp-reports/', access: 'public', status: 204 },
} as const satisfies Record<string, Endpoint>;
