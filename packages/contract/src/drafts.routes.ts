import { z } from 'zod';
import { recordIdParamSchema } from './catalog.ts';
import { listPageQuerySchema } from './credits.ts';
import { draftsEndpoints } from './drafts.endpoints.ts';
import {
  adminDraftBodySchema,
  adminDraftSchema,
  adminPoolBodySchema,
  adminPoolEntrySchema,
  adminPoolQuerySchema,
  draftDetailSchema,
  draftKeyParamsSchema,
  draftOpeningPageSchema,
  draftOpeningSchema,
  draftSchema,
  fairnessSchema,
  openDraftBodySchema,
  openedDraftSchema,
  rotatedSeedSchema,
  rotateSeedBodySchema,
  simulateBodySchema,
  simulationSchema,
} from './drafts.ts';
import { defineRoute } from './route.ts';

/** Drafts (card packs): configuration, provably fair openings, history, and staff tools. */
export const draftsRoutes = {
  draftList: defineRoute({
    ...draftsEndpoints.draftList,
    tag: 'drafts',
    summary: 'The drafts on sale, per sport × tier, with price and published odds',
    response: { 200: z.array(draftSchema) },
    errors: [],
  }),
  draftFairness: defineRoute({
    ...draftsEndpoints.draftFairness,
    tag: 'drafts',
    summary: 'The viewer’s current seed pair: the server seed’s hash, the client seed and the next nonce',
    response: { 200: fairnessSchema },
    errors: [],
  }),
  draftRotateSeed: defineRoute({
    ...draftsEndpoints.draftRotateSeed,
    tag: 'drafts',
    summary: 'Reveal the current server seed and start a new pair with the given client seed',
    body: rotateSeedBodySchema,
    response: { 200: rotatedSeedSchema },
    errors: [],
  }),
  draftOpen: defineRoute({
    ...draftsEndpoints.draftOpen,
    tag: 'drafts',
    summary:
      'Open a draft: spend its price and mint its cards, drawn provably fairly. Takes Idempotency-Key; 429 past 30 openings a minute per player by default',
    body: openDraftBodySchema,
    response: { 201: openedDraftSchema },
    errors: [404, 409, 422, 429],
  }),
  draftHistory: defineRoute({
    ...draftsEndpoints.draftHistory,
    tag: 'drafts',
    summary: 'The viewer’s openings, newest first, each with its proof',
    query: listPageQuerySchema,
    response: { 200: draftOpeningPageSchema },
    errors: [],
  }),
  draftOpening: defineRoute({
    ...draftsEndpoints.draftOpening,
    tag: 'drafts',
    summary: 'One of the viewer’s openings with its proof',
    params: recordIdParamSchema,
    response: { 200: draftOpeningSchema },
    errors: [],
  }),
  draftDetail: defineRoute({
    ...draftsEndpoints.draftDetail,
    tag: 'drafts',
    summary: 'One draft on sale with its sport’s pool',
    params: draftKeyParamsSchema,
    response: { 200: draftDetailSchema },
    errors: [],
  }),
  adminDraftList: defineRoute({
    ...draftsEndpoints.adminDraftList,
    tag: 'drafts',
    summary: 'Staff: every sport × tier draft, on sale or not',
    response: { 200: z.array(adminDraftSchema) },
    errors: [],
  }),
  adminDraftPool: defineRoute({
    ...draftsEndpoints.adminDraftPool,
    tag: 'drafts',
    summary: 'Staff: the pool of athletes per sport with their weights',
    query: adminPoolQuerySchema,
    response: { 200: z.array(adminPoolEntrySchema) },
    errors: [404],
  }),
  adminDraftPoolUpdate: defineRoute({
    ...draftsEndpoints.adminDraftPoolUpdate,
    tag: 'drafts',
    summary: 'Staff: set an athlete’s weight in a sport’s pool (0 takes them out)',
    body: adminPoolBodySchema,
    response: { 200: z.array(adminPoolEntrySchema) },
    errors: [404, 409],
  }),
  adminDraftSimulate: defineRoute({
    ...draftsEndpoints.adminDraftSimulate,
    tag: 'drafts',
    summary: 'Staff: run N openings with random seeds, storing nothing, and count tiers and athletes',
    body: simulateBodySchema,
    response: { 200: simulationSchema },
    errors: [404, 409],
  }),
  adminDraftUpdate: defineRoute({
    ...draftsEndpoints.adminDraftUpdate,
    tag: 'drafts',
    summary: 'Staff: set a draft’s price, odds and whether it is on sale',
    params: draftKeyParamsSchema,
    body: adminDraftBodySchema,
    response: { 200: adminDraftSchema },
    errors: [404],
  }),
} as const;
