import { REFRESH_THRESHOLD_MS } from './auth.constants.ts';
import { msUntilExpiry } from './jwt-expiry.ts';
import { scheduleRefreshChecks } from './refresh-timer.ts';
import { refreshTokens } from './token-refresh.ts';
import { getAccessToken, getRefreshToken } from './token-storage.ts';

/** One periodic check (spec §7): renew when under 24 h remain, or when only a refresh token is left. */
export async function renewIfNeeded(now: number = Date.now()): Promise<void> {
  const access = getAccessToken();
  if (access ? msUntilExpiry(access, now) < REFRESH_THRESHOLD_MS : getRefreshToken() !== undefined) {
    await refreshTokens();
  }
}

/** Check the tokens every hour for as long as the session lasts; logout stops it. */
export function startPeriodicRefresh(): void {
  scheduleRefreshChecks(() => {
    void renewIfNeeded();
  });
}
