import { useAuthStore } from '../auth/index.ts';

/** Spec §4 Follow button: only a signed-in viewer follows, and never themselves (R6.11, R6.12, R4.95, R4.96). */
export function useCanFollow(userId: number): boolean {
  const viewerId = useAuthStore((state) => (state.isAuthenticated ? state.user?.id : undefined));
  return viewerId !== undefined && viewerId !== userId;
}
