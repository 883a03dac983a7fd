import type { FollowResult, UserListItem } from '@shred/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import { type FollowDirection, followListKeys } from './follow-list-keys.ts';
import { profileStatsKeys } from './profile-stats.ts';
import { publicProfileKeys } from './public-profile.ts';

/** Twenty people a page: a phone screen and a bit, the contract's default page size. */
export const FOLLOW_PAGE_SIZE = 20;

/** GET users/{id}/followers/ or following/: a page of user list items, newest follow first. */
export function useFollowListQuery(userId: number | undefined, direction: FollowDirection, page: number) {
  return useQuery({
    queryKey: followListKeys.page(userId ?? 0, direction, page),
    queryFn: ({ signal }) =>
      call(direction, { params: { id: userId ?? 0 }, query: { page, page_size: FOLLOW_PAGE_SIZE }, signal }),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });
}

/**
 * Follow or unfollow someone from a list: the row shows the new state at once, then every
 * list and profile refetches, since counts and other lists change with it.
 */
export function useFollowListItemMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, follow }: { user: UserListItem; follow: boolean }): Promise<FollowResult> =>
      call(follow ? 'follow' : 'unfollow', { body: { target_user_id: user.id } }),
    onSuccess: async (result, { user }) => {
      queryClient.setQueriesData<{ count: number; next: number | null; results: UserListItem[] }>(
        { queryKey: followListKeys.all },
        (cached) =>
          cached && {
            ...cached,
            results: cached.results.map((item) =>
              item.id === user.id ? { ...item, follow_status: { following: result.following } } : item,
            ),
          },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: followListKeys.all }),
        queryClient.invalidateQueries({ queryKey: publicProfileKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileStatsKeys.all }),
      ]);
    },
  });
}
export { type FollowDirection, followListKeys } from './follow-list-keys.ts';
