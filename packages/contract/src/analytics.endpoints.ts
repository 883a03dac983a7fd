import type { Endpoint } from './endpoints.ts';

/** The staff dashboard's figures (issue 17, R2.68). */
export const analyticsEndpoints = {
  adminDashboard: { method: 'GET', path: 'admin/analytics/dashboard/', access: 'staff', status: 200 },
} as const satisfies Record<string, Endpoint>;
