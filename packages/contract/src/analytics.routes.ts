import { analyticsEndpoints } from './analytics.endpoints.ts';
import { dashboardQuerySchema, dashboardSchema } from './analytics.ts';
import { defineRoute } from './route.ts';

/** The staff dashboard's figures (issue 17, R2.68). */
export const analyticsRoutes = {
  adminDashboard: defineRoute({
    ...analyticsEndpoints.adminDashboard,
    tag: 'analytics',
    summary:
      'Staff dashboard over the last 7, 30 or 90 days: totals, daily series with every day present, teams per game, weekly retention and top events, read from the daily rollups',
    query: dashboardQuerySchema,
    response: { 200: dashboardSchema },
    errors: [],
  }),
} as const;
