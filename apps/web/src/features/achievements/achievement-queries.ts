import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

export const achievementKeys = {
  all: ['achievements'] as const,
  /** GET achievements/: the viewer's, with what the modal has shown. */
  mine: ['achievements', 'mine'] as const,
  ofUser: (userId: number) => ['achievements', 'user', userId] as const,
};

/** GET users/{id}/achievements/: what a user earned, for their profile. */
export function useUserAchievementsQuery(userId: number | undefined) {
  return useQuery({
    queryKey: achievementKeys.ofUser(userId ?? 0),
    queryFn: ({ signal }) => call('userAchievements', { params: { id: userId ?? 0 }, signal }),
    enabled: userId !== undefined,
    staleTime: STALE_TIMES.publicProfile,
  });
}
