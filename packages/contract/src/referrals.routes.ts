import { referralsEndpoints } from './referrals.endpoints.ts';
import { adminReferralPageSchema, adminReferralsQuerySchema } from './referrals.ts';
import { defineRoute } from './route.ts';

/** Referrals: who invited whom and what it paid (staff). */
export const referralsRoutes = {
  adminReferrals: defineRoute({
    ...referralsEndpoints.adminReferrals,
    tag: 'referrals',
    summary:
      'Staff: managers who registered through an invite, newest first, with their inviter, league and reward, and the totals',
    query: adminReferralsQuerySchema,
    response: { 200: adminReferralPageSchema },
    errors: [],
  }),
} as const;
