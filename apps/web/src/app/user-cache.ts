import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '../features/auth/index.ts';

/**
 * Cached answers belong to one user; a different (or no) user must not see them. Only the
 * query cache goes: the anonymous id is the device's, not the user's, and stays (spec §9,
 * A14); logout removes it on its own. Answers the unsubscribe.
 */
export function clearCacheOnUserChange(queryClient: QueryClient): () => void {
  let userId = authStore.getState().user?.id;
  return authStore.subscribe(({ user }) => {
    if (user?.id === userId) return;
    if (userId !== undefined) queryClient.clear();
    userId = user?.id;
  });
}
