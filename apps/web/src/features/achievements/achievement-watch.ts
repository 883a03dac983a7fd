import type { OwnAchievement } from '@shred/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { call } from '../../api/index.ts';
import { useAuthStore } from '../auth/index.ts';
import { achievementIconUrl } from './achievement-icons.ts';
import { achievementKeys } from './achievement-queries.ts';
import { showAchievement } from './achievement-store.ts';

/** A light poll while the app stays on one screen; navigating looks at once. */
export const ACHIEVEMENT_POLL_MS = 60_000;
/** Navigations closer together than this share one look. */
const NAVIGATION_LOOK_MS = 3_000;

/** Keys already handed to the modal in this tab (user:key), so a slow "seen" never shows one twice. */
const handed = new Set<string>();

/** The modal's view of an earned achievement. */
export const toModal = (a: OwnAchievement) => ({
  name: a.name,
  description: a.description,
  icon: achievementIconUrl(a.icon),
  link: a.link,
});

/**
 * Shows each newly earned achievement once (R2.139): after sign-in, on every navigation and on
 * a light poll it asks for the viewer's achievements, opens the modal for each earned one not
 * shown yet, and marks it shown on the server, so no other tab or device shows it again.
 */
export function useAchievementWatch(): void {
  const userId = useAuthStore((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const { pathname } = useLocation();
  const mine = useQuery({
    queryKey: [...achievementKeys.mine, userId],
    queryFn: ({ signal }) => call('achievementList', { signal }),
    enabled: userId !== null,
    refetchInterval: ACHIEVEMENT_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: NAVIGATION_LOOK_MS,
    retry: false,
  });
  const { refetch, dataUpdatedAt } = mine;

  useEffect(() => {
    if (userId === null || pathname === '') return;
    if (Date.now() - dataUpdatedAt > NAVIGATION_LOOK_MS) void refetch();
  }, [pathname, userId, refetch, dataUpdatedAt]);

  useEffect(() => {
    if (userId === null || !mine.data) return;
    for (const achievement of mine.data) {
      const key = `${userId}:${achievement.key}`;
      if (achievement.earned_at === null || achievement.seen_at !== null || handed.has(key)) continue;
      handed.add(key);
      showAchievement(toModal(achievement));
      // Shown now: a failed mark only means it may show once more elsewhere.
      call('achievementSeen', { params: { key: achievement.key } }).catch(() => undefined);
    }
  }, [mine.data, userId]);
}
