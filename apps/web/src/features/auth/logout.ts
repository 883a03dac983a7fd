import { call } from '../../api/index.ts';
import { addBreadcrumb } from '../../platform/index.ts';
import { flushAnalytics, resetAnalyticsIdentity, track } from '../analytics/track.ts';
import { authStore } from './auth-store.ts';
import { stopPeriodicRefresh } from './refresh-timer.ts';
import { clearRelaunchFlag } from './relaunch-flag.ts';
import { endSessionWork } from './session-end.ts';
import { clearTokens, getAccessToken, getRefreshToken } from './token-storage.ts';

export const LOGOUT_EVENT = 'user_logout';

/**
 * End the session on this device (spec §4 Logout) and on the server. The logout event is
 * queued and the queue sent at once, before the tokens go, so it still carries the user's
 * token and anonymous id; then the session's last work (onSessionEnd) runs with its token, and
 * only then is the session revoked. None of it is awaited: leaving must not wait for the
 * network, and its failures are only logged.
 */
export function logout(): void {
  const access = getAccessToken();
  const refresh = getRefreshToken();
  track(LOGOUT_EVENT);
  void flushAnalytics()
    .then(() => endSessionWork(access))
    .then(() => endServerSession(refresh));
  clearTokens();
  stopPeriodicRefresh();
  authStore.setState({ user: null, isAuthenticated: false });
  resetAnalyticsIdentity();
  clearRelaunchFlag();
}

/**
 * Revoke the session by its refresh token, so that copies of its tokens stop working
 * everywhere (issue 11.5). Sent once the logout event is recorded, which needs the session
 * still live; the tokens are already gone from this device whatever the server answers.
 */
async function endServerSession(refresh: string | undefined): Promise<void> {
  if (!refresh) return;
  try {
    await call('logout', { body: { refresh } });
  } catch (error) {
    addBreadcrumb('auth', 'Could not end the session on the server', { level: 'warning', error });
  }
}
