import { athleteClaimsEndpoints } from './athlete-claims.endpoints.ts';
import {
  adminAthleteClaimListQuerySchema,
  adminAthleteClaimPageSchema,
  adminAthleteClaimSchema,
  athleteClaimCreateBodySchema,
  athleteClaimDeclineBodySchema,
  athleteClaimSchema,
  myAthleteClaimSchema,
} from './athlete-claims.ts';
import { recordIdParamSchema } from './catalog.ts';
import { defineRoute } from './route.ts';

/** Claiming an athlete profile (requirements A7). */
export const athleteClaimsRoutes = {
  athleteClaimCreate: defineRoute({
    ...athleteClaimsEndpoints.athleteClaimCreate,
    tag: 'athlete-zone',
    summary:
      'Ask staff to link this account to an athlete: 409 when already an athlete, a request is waiting, or the athlete is claimed',
    body: athleteClaimCreateBodySchema,
    response: { 201: athleteClaimSchema },
    errors: [409],
  }),
  athleteClaimMine: defineRoute({
    ...athleteClaimsEndpoints.athleteClaimMine,
    tag: 'athlete-zone',
    summary: 'The caller’s latest athlete claim, or null',
    response: { 200: myAthleteClaimSchema },
    errors: [],
  }),
  adminAthleteClaimList: defineRoute({
    ...athleteClaimsEndpoints.adminAthleteClaimList,
    tag: 'admin',
    summary: 'Athlete claims by status: waiting ones oldest first, decided ones newest first (staff)',
    query: adminAthleteClaimListQuerySchema,
    response: { 200: adminAthleteClaimPageSchema },
    errors: [],
  }),
  adminAthleteClaimApprove: defineRoute({
    ...athleteClaimsEndpoints.adminAthleteClaimApprove,
    tag: 'admin',
    summary:
      'Approve a waiting claim: links the account to the athlete in the same transaction; 409 when decided or the athlete is linked (staff)',
    params: recordIdParamSchema,
    response: { 200: adminAthleteClaimSchema },
    errors: [404, 409],
  }),
  adminAthleteClaimDecline: defineRoute({
    ...athleteClaimsEndpoints.adminAthleteClaimDecline,
    tag: 'admin',
    summary: 'Decline a waiting claim, with an optional reason the sender reads; 409 when decided (staff)',
    params: recordIdParamSchema,
    body: athleteClaimDeclineBodySchema,
    response: { 200: adminAthleteClaimSchema },
    errors: [404, 409],
  }),
} as const;
