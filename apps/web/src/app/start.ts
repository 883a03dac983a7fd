import type { QueryClient } from '@tanstack/react-query';
import { authStore, initializeAuth } from '../features/auth/index.ts';
import { startTheme } from '../features/theme/theme-store.ts';
import { startThemeSync } from '../features/theme/theme-sync.ts';

/**
 * Spec §4 start order, as far as this release has it: theme first (no flash of the wrong
 * colours), then auth. Auth is not awaited here: the router's guard waits for it, showing
 * the splash meanwhile, so public pages and guards see the same settled state.
 */
export function startApp(queryClient: QueryClient): void {
  startTheme();
  startThemeSync();
  // Cached answers belong to one user; a different (or no) user must not see them.
  let userId = authStore.getState().user?.id;
  authStore.subscribe(({ user }) => {
    if (user?.id === userId) return;
    if (userId !== undefined) queryClient.clear();
    userId = user?.id;
  });
  void initializeAuth();
}
