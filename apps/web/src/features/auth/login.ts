import type { Credentials, CurrentUser } from '@shred/contract';
import { call } from '../../api/index.ts';
import { identifyUser } from '../analytics/track.ts';
import { POST_LOGIN_WAIT_MS } from './auth.constants.ts';
import { authStore } from './auth-store.ts';
import { fetchUser } from './current-user.ts';
import { startPeriodicRefresh } from './periodic-refresh.ts';
import { setRelaunchFlag } from './relaunch-flag.ts';
import { storeTokens } from './token-storage.ts';
import { notifyUserLoaded } from './user-loaded.ts';
import { wait } from './wait.ts';

/**
 * Sign in with e-mail and password (spec §4 Login): store both tokens, set the relaunch
 * flag, pause 200 ms, load the user, identify them in analytics and apply their theme.
 * The periodic refresh starts too, or a tab left open would outlive its access token.
 */
export async function login(credentials: Credentials): Promise<CurrentUser> {
  const pair = await call('token', { body: credentials });
  storeTokens(pair);
  setRelaunchFlag();
  await wait(POST_LOGIN_WAIT_MS);
  const user = await fetchUser();
  authStore.setState({ user, isAuthenticated: true, isInitialized: true });
  startPeriodicRefresh();
  void identifyUser(user);
  notifyUserLoaded(user);
  return user;
}
