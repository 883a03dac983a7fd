import type { TokenPair } from '@shred/contract';
import { call, OfflineError } from '../../api/index.ts';
import { addBreadcrumb } from '../../platform/index.ts';
import { REFRESH_RETRY_DELAY_MS } from './auth.constants.ts';
import { logout } from './logout.ts';
import { getRefreshToken, storeTokens } from './token-storage.ts';
import { wait } from './wait.ts';

let inFlight: Promise<TokenPair | null> | null = null;

/**
 * Trade the refresh token for a new pair (POST users/token/refresh/). A failure is retried
 * once after 1 s; if that fails too the user is logged out and the result is null. Without
 * a connection the tokens are kept instead: the server never refused them, and the app
 * opened offline should find its session again once it is back online.
 * Concurrent callers share one request: refresh tokens rotate on use and the server revokes
 * the whole family when an already-used one comes back.
 */
export function refreshTokens(): Promise<TokenPair | null> {
  inFlight ??= renewWithRetry().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function renewWithRetry(): Promise<TokenPair | null> {
  if (!getRefreshToken()) {
    logout();
    return null;
  }
  try {
    return await renew();
  } catch (firstError) {
    addBreadcrumb('auth', 'Token refresh failed, retrying once', { level: 'warning', error: firstError });
  }
  await wait(REFRESH_RETRY_DELAY_MS);
  try {
    return await renew();
  } catch (secondError) {
    if (secondError instanceof OfflineError) {
      addBreadcrumb('auth', 'Token refresh impossible while offline; keeping the session', {
        level: 'warning',
        error: secondError,
      });
      return null;
    }
    addBreadcrumb('auth', 'Token refresh failed again, logging out', {
      level: 'warning',
      error: secondError,
    });
    logout();
    return null;
  }
}

/** Reads the cookie on every attempt: another tab may have rotated the token meanwhile. */
async function renew(): Promise<TokenPair> {
  const refresh = getRefreshToken();
  if (!refresh) throw new Error('No refresh token');
  const pair = await call('tokenRefresh', { body: { refresh } });
  storeTokens(pair);
  return pair;
}
