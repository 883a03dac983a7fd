import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

export const profileStatsKeys = {
  all: ['profile-stats'] as const,
  detail: (userId: number) => [...profileStatsKeys.all, userId] as const,
};

/** GET users/{id}/profile-stats/: games, wins, best rank, XP and level. Waits until the id is known. */
export function useProfileStatsQuery(userId: number | undefined) {
  return useQuery({
    queryKey: profileStatsKeys.detail(userId ?? 0),
    queryFn: ({ signal }) => call('profileStats', { params: { id: userId ?? 0 }, signal }),
    enabled: userId !== undefined,
    staleTime: STALE_TIMES.profileStats,
  });
}
