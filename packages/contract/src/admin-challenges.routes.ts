import { adminChallengesEndpoints } from './admin-challenges.endpoints.ts';
import {
  adminChallengeSchema,
  adminChallengeSetDetailSchema,
  adminChallengeSetListQuerySchema,
  adminChallengeSetPageSchema,
  challengeCreateBodySchema,
  challengeImportBodySchema,
  challengeImportResultSchema,
  challengeSetCreateBodySchema,
  challengeSetUpdateBodySchema,
  challengeUpdateBodySchema,
} from './admin-challenges.ts';
import { recordIdParamSchema } from './catalog.ts';
import { defineRoute } from './route.ts';

/** Staff tools for challenge sets and their challenges (GAME.md "Engagement"). */
export const adminChallengesRoutes = {
  adminChallengeSetList: defineRoute({
    ...adminChallengesEndpoints.adminChallengeSetList,
    tag: 'admin',
    summary: 'Challenge sets with their challenge and completion counts, by date range or status (staff)',
    query: adminChallengeSetListQuerySchema,
    response: { 200: adminChallengeSetPageSchema },
    errors: [],
  }),
  adminChallengeSetCreate: defineRoute({
    ...adminChallengesEndpoints.adminChallengeSetCreate,
    tag: 'admin',
    summary: 'Create a challenge set (staff)',
    body: challengeSetCreateBodySchema,
    response: { 201: adminChallengeSetDetailSchema },
    errors: [409],
  }),
  adminChallengeSetDetail: defineRoute({
    ...adminChallengesEndpoints.adminChallengeSetDetail,
    tag: 'admin',
    summary: 'A challenge set with its challenges and their completions (staff)',
    params: recordIdParamSchema,
    response: { 200: adminChallengeSetDetailSchema },
    errors: [],
  }),
  adminChallengeSetUpdate: defineRoute({
    ...adminChallengesEndpoints.adminChallengeSetUpdate,
    tag: 'admin',
    summary: 'Edit a challenge set (staff)',
    params: recordIdParamSchema,
    body: challengeSetUpdateBodySchema,
    response: { 200: adminChallengeSetDetailSchema },
    errors: [409],
  }),
  adminChallengeSetDelete: defineRoute({
    ...adminChallengesEndpoints.adminChallengeSetDelete,
    tag: 'admin',
    summary: 'Delete a challenge set and its challenges; refused once a player completed one (staff)',
    params: recordIdParamSchema,
    response: { 204: null },
    errors: [409],
  }),
  adminChallengeCreate: defineRoute({
    ...adminChallengesEndpoints.adminChallengeCreate,
    tag: 'admin',
    summary: 'Add a challenge to a set (staff)',
    body: challengeCreateBodySchema,
    response: { 201: adminChallengeSchema },
    errors: [],
  }),
  adminChallengeImport: defineRoute({
    ...adminChallengesEndpoints.adminChallengeImport,
    tag: 'admin',
    summary:
      'Import sets and challenges from CSV or JSON: all rows or none, a line-numbered report on error, a dry run to preview (staff)',
    body: challengeImportBodySchema,
    response: { 200: challengeImportResultSchema },
    errors: [],
  }),
  adminChallengeUpdate: defineRoute({
    ...adminChallengesEndpoints.adminChallengeUpdate,
    tag: 'admin',
    summary: 'Edit a challenge; its condition, target and reward are fixed once completed (staff)',
    params: recordIdParamSchema,
    body: challengeUpdateBodySchema,
    response: { 200: adminChallengeSchema },
    errors: [409],
  }),
  adminChallengeDelete: defineRoute({
    ...adminChallengesEndpoints.adminChallengeDelete,
    tag: 'admin',
    summary: 'Delete a challenge; refused once a player completed it (staff)',
    params: recordIdParamSchema,
    response: { 204: null },
    errors: [409],
  }),
} as const;
