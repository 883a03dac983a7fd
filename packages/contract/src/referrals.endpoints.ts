import type { Endpoint } from './endpoints.ts';

/** Referrals: who invited whom and what it paid (staff). */
export const referralsEndpoints = {
  adminReferrals: { method: 'GET', path: 'admin/referrals/', access: 'staff', status: 200 },
} as const satisfies Record<string, Endpoint>;
