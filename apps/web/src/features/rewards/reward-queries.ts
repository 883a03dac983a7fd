import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { refreshAfterCreditsMoved } from '../credits/index.ts';
import { profileStatsKeys } from '../profile/profile-stats.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

export const rewardKeys = {
  /** Everything about rewards: a claim makes all of it stale. */
  all: ['rewards'] as const,
  page: (page: number) => ['rewards', 'page', page] as const,
  one: (id: number) => ['rewards', 'one', id] as const,
};

/** GET rewards/: the viewer's rewards, unclaimed first. */
export function useRewardsQuery(page: number) {
  return useQuery({
    queryKey: rewardKeys.page(page),
    queryFn: ({ signal }) => call('rewardList', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });
}

/** GET rewards/{id}/: one of the viewer's rewards (404 for anyone else's). */
export function useRewardQuery(id: number) {
  return useQuery({
    queryKey: rewardKeys.one(id),
    queryFn: ({ signal }) => call('rewardDetail', { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: STALE_TIMES.default,
  });
}

/**
 * POST rewards/{id}/claim/: the claimed reward is known at once; the balance, the cards and
 * the lists refetch, since a claim can move any of them.
 */
export function useClaimRewardMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('rewardClaim', { params: { id } }),
    onSuccess: async (claim) => {
      queryClient.setQueryData(rewardKeys.one(id), claim.reward);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: rewardKeys.all,
          predicate: (q) => q.queryKey[1] !== 'one',
        }),
        refreshAfterCreditsMoved(queryClient, { cards: claim.reward.kind === 'card' }),
        claim.reward.kind === 'xp' ? queryClient.invalidateQueries({ queryKey: profileStatsKeys.all }) : null,
      ]);
    },
  });
}
