import { athletesEndpoints } from './athletes.endpoints.ts';
import { athleteListQuerySchema, athletePageSchema, athleteSchema } from './athletes.ts';
import { recordIdParamSchema } from './catalog.ts';
import { viewerQuerySchema } from './events.ts';
import { defineRoute } from './route.ts';

/** Athletes: search and detail. */
export const athletesRoutes = {
  athleteList: defineRoute({
    ...athletesEndpoints.athleteList,
    tag: 'athletes',
    summary: 'Athletes by name, sport and gender, highest ASPI first',
    query: athleteListQuerySchema,
    response: { 200: athletePageSchema },
    errors: [],
  }),
  athleteDetail: defineRoute({
    ...athletesEndpoints.athleteDetail,
    tag: 'athletes',
    summary: 'One athlete with the viewer’s cards of them',
    params: recordIdParamSchema,
    query: viewerQuerySchema,
    response: { 200: athleteSchema },
    errors: [],
  }),
} as const;
