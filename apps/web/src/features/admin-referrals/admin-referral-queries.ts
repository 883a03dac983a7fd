import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { ADMIN_STALE_MS } from '../admin-events/admin-event-queries.ts';

export interface ReferralFilters {
  page: number;
  /** The start of an invitee's or inviter's username; empty for every referral. */
  query: string;
}

export const adminReferralKeys = {
  all: ['admin-referrals'] as const,
  page: (filters: ReferralFilters) => ['admin-referrals', filters.query, filters.page] as const,
};

/** GET admin/referrals/: a page of referrals and the totals; the last page stays shown while the next loads. */
export function useAdminReferralsQuery(filters: ReferralFilters) {
  return useQuery({
    queryKey: adminReferralKeys.page(filters),
    queryFn: ({ signal }) =>
      call('adminReferrals', {
        query: { page: filters.page, ...(filters.query ? { query: filters.query } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
}
