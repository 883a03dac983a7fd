import { athleteZoneEndpoints } from './athlete-zone.endpoints.ts';
import {
  athleteAssetImageSchema,
  athleteAssetParamsSchema,
  athleteAssetQuerySchema,
  athleteZoneGameInsightsSchema,
  athleteZoneOverviewSchema,
} from './athlete-zone.ts';
import { idParamSchema } from './common.ts';
import { defineRoute } from './route.ts';

/** The athlete zone: for users with is_athlete linked to an athlete by staff, 403 for anyone else. */
export const athleteZoneRoutes = {
  athleteZoneOverview: defineRoute({
    ...athleteZoneEndpoints.athleteZoneOverview,
    tag: 'athlete-zone',
    summary:
      'How managers pick the signed-in athlete: ownership and captaincy per game of the season, fantasy points, and their cards on the market',
    response: { 200: athleteZoneOverviewSchema },
    errors: [403],
  }),
  athleteZoneGame: defineRoute({
    ...athleteZoneEndpoints.athleteZoneGame,
    tag: 'athlete-zone',
    summary:
      'Competition Insights: the athlete in one game (ownership, its rank, captaincy, points, team scores, the most picked); 404 when not on its startlist',
    params: idParamSchema,
    response: { 200: athleteZoneGameInsightsSchema },
    errors: [403],
  }),
  athleteZoneAsset: defineRoute({
    ...athleteZoneEndpoints.athleteZoneAsset,
    tag: 'athlete-zone',
    summary: 'A social share image of the athlete’s results or fan numbers, as a story or post PNG',
    params: athleteAssetParamsSchema,
    query: athleteAssetQuerySchema,
    response: { 200: athleteAssetImageSchema },
    produces: 'image/png',
    errors: [403],
  }),
} as const;
