import type { FollowResult, PublicProfile } from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import { followListKeys } from './follow-list-keys.ts';
import { profileStatsKeys } from './profile-stats.ts';

export const publicProfileKeys = {
  all: ['public-profile'] as const,
  detail: (username: string) => [...publicProfileKeys.all, username] as const,
};

/** GET users/public-profile/{username}/: someone's public profile, with whether the viewer follows them. */
export function usePublicProfileQuery(username: string) {
  return useQuery({
    queryKey: publicProfileKeys.detail(username),
    queryFn: ({ signal }) => call('publicProfile', { params: { id: username }, signal }),
    staleTime: STALE_TIMES.publicProfile,
  });
}

interface FollowInput {
  profile: PublicProfile;
  follow: boolean;
}

/** POST users/connections/follow|unfollow/ and write the answer into the cached profile. */
export function useFollowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profile, follow }: FollowInput): Promise<FollowResult> =>
      call(follow ? 'follow' : 'unfollow', { body: { target_user_id: profile.id } }),
    onSuccess: (result, { profile }) => {
      queryClient.setQueryData<PublicProfile>(publicProfileKeys.detail(profile.username), (cached) =>
        cached
          ? {
              ...cached,
              follow_status: { following: result.following },
              followers_count: result.followers_count,
            }
          : cached,
      );
      void queryClient.invalidateQueries({ queryKey: profileStatsKeys.detail(profile.id) });
      // The followed user's followers list gains or loses the viewer.
      void queryClient.invalidateQueries({ queryKey: followListKeys.all });
    },
  });
}
