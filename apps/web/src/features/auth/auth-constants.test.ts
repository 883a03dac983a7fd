import { describe, expect, it } from 'vitest';
import * as constants from './auth.constants.ts';

describe('auth constants (spec §9)', () => {
  it('access token lifetime is 7 days = 604800 s (R9.01)', () => {
    expect(constants.ACCESS_TOKEN_LIFETIME_S).toBe(604_800);
  });

  it('refresh token lifetime is 30 days (R9.02)', () => {
    expect(constants.REFRESH_TOKEN_LIFETIME_S).toBe(30 * 24 * 60 * 60);
  });

  it('expiry buffer at start is 5 minutes (R9.04)', () => {
    expect(constants.EXPIRY_BUFFER_MS).toBe(5 * 60 * 1000);
  });

  it('periodic check runs every hour (R9.05)', () => {
    expect(constants.REFRESH_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000);
  });

  it('periodic check refreshes under 24 hours left (R9.06)', () => {
    expect(constants.REFRESH_THRESHOLD_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('refresh retry waits 1 s (R9.07)', () => {
    expect(constants.REFRESH_RETRY_DELAY_MS).toBe(1000);
  });

  it('post-login wait is 200 ms (R9.08)', () => {
    expect(constants.POST_LOGIN_WAIT_MS).toBe(200);
  });

  it('uses the spec storage names', () => {
    expect(constants.ACCESS_TOKEN_COOKIE).toBe('access_token');
    expect(constants.REFRESH_TOKEN_COOKIE).toBe('refresh_token');
    expect(constants.RELAUNCH_FLAG_KEY).toBe('loggedoutforrelaunch');
    expect(constants.INVITER_ID_KEY).toBe('inviterId');
  });
});
