import { recordIdParamSchema, slugParamSchema } from './catalog.ts';
import { resultsEndpoints } from './results.endpoints.ts';
import {
  finaliseSchema,
  resultsImportBodySchema,
  resultsImportSchema,
  scoringJobParamSchema,
  scoringJobSchema,
} from './results.ts';
import { defineRoute } from './route.ts';

/** Official results (staff): import, re-import from the feed, and finalising a game. */
export const resultsRoutes = {
  importResults: defineRoute({
    ...resultsEndpoints.importResults,
    tag: 'results',
    summary:
      "Import an event's results (JSON or CSV) and queue a scoring pass per changed game; a bad line rejects all",
    params: slugParamSchema,
    body: resultsImportBodySchema,
    response: { 200: resultsImportSchema },
    errors: [],
  }),
  refreshResults: defineRoute({
    ...resultsEndpoints.refreshResults,
    tag: 'results',
    summary: "Re-import an event's results from its feed, then rescore (idempotent)",
    params: slugParamSchema,
    response: { 200: resultsImportSchema },
    errors: [409, 422, 502],
  }),
  scoringJob: defineRoute({
    ...resultsEndpoints.scoringJob,
    tag: 'results',
    summary: 'How a queued scoring pass stands: queued, active, completed (the new board is live) or failed',
    params: scoringJobParamSchema,
    response: { 200: scoringJobSchema },
    errors: [404],
  }),
  finaliseGame: defineRoute({
    ...resultsEndpoints.finaliseGame,
    tag: 'results',
    summary: 'Complete a game: final scores and ranks, one contract game spent per card played',
    params: recordIdParamSchema,
    response: { 200: finaliseSchema },
    errors: [409],
  }),
} as const;
