import type {
  AdminAthleteClaim,
  AdminAthleteClaimPage,
  AthleteClaimCreateBody,
  AthleteClaimStatus,
  MyAthleteClaim,
} from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../api/index.ts';
import { ADMIN_STALE_MS } from '../admin-events/admin-event-queries.ts';
import { adminUserKeys } from '../admin-users/admin-user-queries.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

export const athleteClaimKeys = {
  mine: ['athlete-claims', 'mine'] as const,
  admin: ['athlete-claims', 'admin'] as const,
  adminPage: (status: AthleteClaimStatus, page: number) => ['athlete-claims', 'admin', status, page] as const,
};

/** GET athlete-zone/claims/mine/: the caller's latest request, or null before any. */
export function useMyAthleteClaimQuery() {
  return useQuery({
    queryKey: athleteClaimKeys.mine,
    queryFn: ({ signal }) => call('athleteClaimMine', { signal }),
    staleTime: STALE_TIMES.default,
  });
}

/**
 * POST athlete-zone/claims/: the answer is the caller's request, shown at once as theirs. A 409
 * (one waiting already, linked meanwhile) refetches it, so the card shows what is true now.
 */
export function useCreateAthleteClaimMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AthleteClaimCreateBody) => call('athleteClaimCreate', { body }),
    onSuccess: (claim) => queryClient.setQueryData<MyAthleteClaim>(athleteClaimKeys.mine, { claim }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: athleteClaimKeys.mine });
    },
  });
}

/**
 * GET admin/athlete-claims/?status=: one page of one tab. The last page of the same tab stays
 * shown while the next loads; another tab's rows never stand in for this one's.
 */
export function useAdminAthleteClaimsQuery(status: AthleteClaimStatus, page: number) {
  return useQuery({
    queryKey: athleteClaimKeys.adminPage(status, page),
    queryFn: ({ signal }) => call('adminAthleteClaimList', { query: { status, page }, signal }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === status ? previous : undefined,
    staleTime: ADMIN_STALE_MS,
  });
}

/**
 * A decision takes the request off the Waiting pages at once; then every tab and the sender's
 * user page (their athlete link) load again. A refusal (decided meanwhile by someone else)
 * reloads the tabs too, so the row shows what is true now.
 */
function useDecisionEffects() {
  const queryClient = useQueryClient();
  const onSuccess = (decided: AdminAthleteClaim) => {
    queryClient.setQueriesData<AdminAthleteClaimPage>(
      { queryKey: [...athleteClaimKeys.admin, 'pending'] },
      (data) =>
        data?.results.some((claim) => claim.id === decided.id)
          ? {
              ...data,
              count: data.count - 1,
              results: data.results.filter((claim) => claim.id !== decided.id),
            }
          : data,
    );
    void queryClient.invalidateQueries({ queryKey: athleteClaimKeys.admin });
    void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
  };
  const onError = () => queryClient.invalidateQueries({ queryKey: athleteClaimKeys.admin });
  return { onSuccess, onError };
}

/** POST admin/athlete-claims/{id}/approve/: links the sender to the athlete. */
export function useApproveAthleteClaimMutation() {
  const effects = useDecisionEffects();
  return useMutation({
    mutationFn: (id: number) => call('adminAthleteClaimApprove', { params: { id } }),
    ...effects,
  });
}

/** POST admin/athlete-claims/{id}/decline/: with the reason the sender reads, when staff give one. */
export function useDeclineAthleteClaimMutation() {
  const effects = useDecisionEffects();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call('adminAthleteClaimDecline', { params: { id }, body: { reason } }),
    ...effects,
  });
}
