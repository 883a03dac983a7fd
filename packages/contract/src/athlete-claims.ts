import { z } from 'zod';
import { athleteSummarySchema } from './athletes.ts';
import { paginationQuerySchema, plainTextSchema, recordIdSchema } from './catalog.ts';
import { listPageOf } from './credits.ts';

/**
 * Requests to claim an athlete profile (requirements A7): a signed-in manager who is the athlete
 * asks, staff approve (which links the account, as staff's own link on the user page does) or
 * decline. One request waits at a time per account.
 */
export const ATHLETE_CLAIM_STATUSES = ['pending', 'approved', 'declined'] as const;
export type AthleteClaimStatus = (typeof ATHLETE_CLAIM_STATUSES)[number];

export const ATHLETE_CLAIM_MESSAGE_MAX = 500;
export const ATHLETE_CLAIM_REASON_MAX = 300;

export const ATHLETE_CLAIM_TEXTS = {
  alreadyAthlete: 'Your account is already linked to an athlete.',
  alreadyWaiting: 'You already have a request waiting for staff. You can send another once it is decided.',
  athleteTaken: 'This athlete’s profile is already claimed by another account.',
  noSuchAthlete: 'There is no athlete with this id.',
  alreadyDecided: 'This request was already decided.',
  notFound: 'This request does not exist.',
} as const;

/** POST athlete-zone/claims/. */
export const athleteClaimCreateBodySchema = z
  .object({
    athlete_id: recordIdSchema,
    /** How staff can tell it is really them (a team, a social account); optional. */
    message: plainTextSchema(ATHLETE_CLAIM_MESSAGE_MAX).default(''),
  })
  .strict();
export type AthleteClaimCreateBody = z.input<typeof athleteClaimCreateBodySchema>;

/** A request as its sender reads it. */
export const athleteClaimSchema = z.object({
  id: z.number().int(),
  athlete: athleteSummarySchema,
  message: z.string(),
  status: z.enum(ATHLETE_CLAIM_STATUSES),
  /** Why staff declined, when they said; '' otherwise. */
  reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AthleteClaim = z.infer<typeof athleteClaimSchema>;

/** GET athlete-zone/claims/mine/: the caller's latest request, or null before any. */
export const myAthleteClaimSchema = z.object({ claim: athleteClaimSchema.nullable() });
export type MyAthleteClaim = z.infer<typeof myAthleteClaimSchema>;

/** A request as staff read it: who sent it, and who decided it. */
export const adminAthleteClaimSchema = athleteClaimSchema.extend({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    date_joined: z.string(),
  }),
  decided_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type AdminAthleteClaim = z.infer<typeof adminAthleteClaimSchema>;

/** GET admin/athlete-claims/: waiting requests oldest first, decided ones newest first. */
export const adminAthleteClaimListQuerySchema = paginationQuerySchema.extend({
  status: z
    .enum(ATHLETE_CLAIM_STATUSES, { error: `Use one of ${ATHLETE_CLAIM_STATUSES.join(', ')}.` })
    .default('pending'),
});
export type AdminAthleteClaimListQuery = z.infer<typeof adminAthleteClaimListQuerySchema>;

export const adminAthleteClaimPageSchema = listPageOf(adminAthleteClaimSchema);
export type AdminAthleteClaimPage = z.infer<typeof adminAthleteClaimPageSchema>;

/** POST admin/athlete-claims/{id}/decline/. */
export const athleteClaimDeclineBodySchema = z
  .object({ reason: plainTextSchema(ATHLETE_CLAIM_REASON_MAX).default('') })
  .strict();
export type AthleteClaimDeclineBody = z.input<typeof athleteClaimDeclineBodySchema>;
