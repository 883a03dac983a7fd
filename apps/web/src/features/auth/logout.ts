import { resetAnalyticsIdentity, track } from '../analytics/track.ts';
import { authStore } from './auth-store.ts';
import { stopPeriodicRefresh } from './refresh-timer.ts';
import { clearRelaunchFlag } from './relaunch-flag.ts';
import { clearTokens } from './token-storage.ts';

export const LOGOUT_EVENT = 'user_logout';

/**
 * End the session on this device (spec §4 Logout). The tracking call is started first, so it
 * still carries the user's token and anonymous id, but not awaited: leaving must not wait
 * for analytics, and its failures are only logged.
 */
export function logout(): void {
  void track(LOGOUT_EVENT);
  clearTokens();
  stopPeriodicRefresh();
  authStore.setState({ user: null, isAuthenticated: false });
  resetAnalyticsIdentity();
  clearRelaunchFlag();
}
