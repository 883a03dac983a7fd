import { z } from 'zod';
import { listPageOf, listPageQuerySchema } from './credits.ts';
import { userListItemSchema } from './users.ts';

/** The longest username fragment the referrals list is searched by. */
export const REFERRAL_QUERY_MAX = 100;
/** How many inviters the referrals summary ranks. */
export const TOP_INVITERS = 5;

/** ?page=&page_size=&query=: query narrows to referrals whose invitee or inviter name starts with it. */
export const adminReferralsQuerySchema = listPageQuerySchema.extend({
  query: z
    .string({ error: 'Search by a name.' })
    .trim()
    .max(REFERRAL_QUERY_MAX, `Use at most ${REFERRAL_QUERY_MAX} characters.`)
    .default(''),
});
export type AdminReferralsQuery = z.infer<typeof adminReferralsQuerySchema>;

/** One referral: a manager who registered through another's invite (GAME.md "Referrals"). */
export const referralSchema = z.object({
  invitee: userListItemSchema,
  inviter: userListItemSchema,
  registered_at: z.string(),
  /** Whether the invitee finished the manager welcome, which pays the inviter. */
  onboarded: z.boolean(),
  /** The league the invitee joined through the inviter's link, if any. */
  league: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** The inviter's reward, once paid through the credit ledger. */
  reward: z.object({ credits: z.number().int(), paid_at: z.string() }).nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralSummarySchema = z.object({
  referrals: z.number().int(),
  onboarded: z.number().int(),
  credits_paid: z.number().int(),
  /** The managers who brought in the most, most first. */
  top_inviters: z.array(z.object({ user: userListItemSchema, referrals: z.number().int() })),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const adminReferralPageSchema = listPageOf(referralSchema).extend({ summary: referralSummarySchema });
export type AdminReferralPage = z.infer<typeof adminReferralPageSchema>;
