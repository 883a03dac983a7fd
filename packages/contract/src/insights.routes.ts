import { slugParamSchema } from './catalog.ts';
import { insightsEndpoints } from './insights.endpoints.ts';
import { eventInsightsSchema } from './insights.ts';
import { defineRoute } from './route.ts';

/** Premium insights of an event (INTERFACE.md "Premium, polls, insights"). */
export const insightsRoutes = {
  eventInsights: defineRoute({
    ...insightsEndpoints.eventInsights,
    tag: 'insights',
    summary:
      'Premium: ownership and captaincy per athlete (fractions 0–1, locked picks only), average and top team scores, per game; 403 without premium',
    params: slugParamSchema,
    response: { 200: eventInsightsSchema },
    errors: [403, 404],
  }),
} as const;
