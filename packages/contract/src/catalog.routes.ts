import { z } from 'zod';
import { rulesetCreateBodySchema } from './admin-events.ts';
import { catalogEndpoints } from './catalog.endpoints.ts';
import { rulesetSchema, sportSchema } from './catalog.ts';
import { viewerQuerySchema } from './events.ts';
import { defineRoute } from './route.ts';

/** Sports with their disciplines, and scoring rulesets (staff). */
export const catalogRoutes = {
  sportList: defineRoute({
    ...catalogEndpoints.sportList,
    tag: 'catalog',
    summary: 'Every sport with its disciplines',
    query: viewerQuerySchema,
    response: { 200: z.array(sportSchema) },
    errors: [],
  }),
  rulesetList: defineRoute({
    ...catalogEndpoints.rulesetList,
    tag: 'admin',
    summary: 'Scoring rulesets (staff)',
    query: viewerQuerySchema,
    response: { 200: z.array(rulesetSchema) },
    errors: [],
  }),
  rulesetCreate: defineRoute({
    ...catalogEndpoints.rulesetCreate,
    tag: 'admin',
    summary: 'Create a scoring ruleset (staff)',
    body: rulesetCreateBodySchema,
    response: { 201: rulesetSchema },
    errors: [409],
  }),
} as const;
