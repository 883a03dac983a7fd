import type { CurrentUser } from '@shred/contract';
import { addBreadcrumb } from '../../platform/index.ts';
import { EXPIRY_BUFFER_MS } from './auth.constants.ts';
import { authStore } from './auth-store.ts';
import { fetchUser } from './current-user.ts';
import { msUntilExpiry } from './jwt-expiry.ts';
import { logout } from './logout.ts';
import { startPeriodicRefresh } from './periodic-refresh.ts';
import { hasRelaunchFlag, setRelaunchFlag } from './relaunch-flag.ts';
import { refreshTokens } from './token-refresh.ts';
import { getAccessToken, getRefreshToken } from './token-storage.ts';
import { notifyUserLoaded } from './user-loaded.ts';

let running: Promise<boolean> | null = null;

/**
 * Restore the session from stored tokens at app start (spec §4 Authentication) and resolve
 * whether the user is signed in. Always ends with `isInitialized` true. Calls made while a
 * start-up is running share it, so a double-mounted bootstrap cannot refresh twice.
 */
export function initializeAuth(): Promise<boolean> {
  running ??= start().finally(() => {
    running = null;
  });
  return running;
}

async function start(): Promise<boolean> {
  logoutOnceForRelaunch();
  const user = await restoreUser();
  if (!user) {
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
    return false;
  }
  startPeriodicRefresh();
  authStore.setState({ user, isAuthenticated: true, isInitialized: true });
  notifyUserLoaded(user);
  return true;
}

/** Sessions from before the relaunch flag existed are ended once, then never again. */
function logoutOnceForRelaunch(): void {
  if (hasRelaunchFlag() || !hasAnyToken()) return;
  logout();
  setRelaunchFlag();
}

async function restoreUser(): Promise<CurrentUser | null> {
  // A visitor who never signed in has nothing to end: no logout, no user_logout event.
  if (!hasAnyToken()) return null;
  const access = getAccessToken();
  if (access && msUntilExpiry(access) > EXPIRY_BUFFER_MS) {
    const user = await tryFetchUser();
    if (user) return user;
  }
  // refreshTokens logs out by itself when it gives up.
  if (!(await refreshTokens())) return null;
  const user = await tryFetchUser();
  if (!user) logout();
  return user;
}

function hasAnyToken(): boolean {
  return getAccessToken() !== undefined || getRefreshToken() !== undefined;
}

async function tryFetchUser(): Promise<CurrentUser | null> {
  try {
    return await fetchUser();
  } catch (error) {
    addBreadcrumb('auth', 'Could not load the signed-in user', { level: 'warning', error });
    return null;
  }
}
