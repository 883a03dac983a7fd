import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthCookies, makeJwt } from './auth-fixtures.testing.ts';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  storeTokens,
  tokenCookieAttributes,
} from './token-storage.ts';

const NOW = Date.UTC(2030, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(clearAuthCookies);
afterEach(() => vi.restoreAllMocks());

describe('token cookies', () => {
  it('stores and reads access_token and refresh_token', () => {
    storeTokens({ access: makeJwt(3600), refresh: 'r-1' });
    expect(document.cookie).toContain('access_token=');
    expect(getAccessToken()).toMatch(/^ey/);
    expect(getRefreshToken()).toBe('r-1');
  });

  it('clears both tokens', () => {
    storeTokens({ access: makeJwt(3600), refresh: 'r-1' });
    clearTokens();
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
  });

  it('are Secure, SameSite=Lax and on path /, on http too (R9.03)', () => {
    expect(tokenCookieAttributes()).toEqual({ path: '/', sameSite: 'lax', secure: true });
    const set = vi.spyOn(Cookies, 'set');
    storeTokens({ access: makeJwt(3600), refresh: 'r-1' });
    for (const [, , attributes] of set.mock.calls) expect(attributes).toMatchObject({ secure: true });
    expect(set).toHaveBeenCalledTimes(2);
  });

  it('expire the access cookie with the token (R9.01, A29)', () => {
    const set = vi.spyOn(Cookies, 'set');
    const access = makeJwt(7 * 24 * 3600, NOW);
    storeTokens({ access, refresh: 'r' }, NOW);
    expect(set).toHaveBeenCalledWith(
      'access_token',
      access,
      expect.objectContaining({ expires: new Date(NOW + 7 * DAY_MS) }),
    );
  });

  it('fall back to 7 days for an access token without a readable exp (R9.01)', () => {
    const set = vi.spyOn(Cookies, 'set');
    storeTokens({ access: 'opaque', refresh: 'r' }, NOW);
    expect(set).toHaveBeenCalledWith(
      'access_token',
      'opaque',
      expect.objectContaining({ expires: new Date(NOW + 604_800_000) }),
    );
  });

  it('expire the refresh cookie after 30 days (R9.02, A29)', () => {
    const set = vi.spyOn(Cookies, 'set');
    storeTokens({ access: makeJwt(60, NOW), refresh: 'r' }, NOW);
    expect(set).toHaveBeenCalledWith(
      'refresh_token',
      'r',
      expect.objectContaining({ expires: new Date(NOW + 30 * DAY_MS), path: '/', sameSite: 'lax' }),
    );
  });
});
