import type { Credentials, CurrentUser, TokenPair } from '@shred/contract';
import { ApiError, bodyMessage, call } from '../../api/index.ts';
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
  const pair = await requestTokens(credentials);
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

/**
 * Wrong credentials answer 401, whose generic text ('You need to be logged in…') would
 * make no sense on the login form itself, so the server's explanation is kept instead.
 */
async function requestTokens(credentials: Credentials): Promise<TokenPair> {
  try {
    return await call('token', { body: credentials });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    throw new ApiError(401, error.body, { message: bodyMessage(error.body) ?? error.message, cause: error });
  }
}
