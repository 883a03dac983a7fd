import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/fetch-stub.testing.ts';
import { trackedEvents } from '../analytics/tracked-events.testing.ts';
import {
  buildUser,
  makeJwt,
  resetAuthWorld,
  restoreAuthWorld,
  seedTokens,
  stubAuthApi,
  tokenPair,
} from './auth-fixtures.testing.ts';
import { authStore, getAccessToken, getRefreshToken, initializeAuth, onUserLoaded } from './index.ts';

const HOUR_S = 3600;
const user = buildUser({ theme_preference: 'light' });
const renewed = tokenPair(7 * 24 * HOUR_S, 'refresh-2');

beforeEach(() => {
  resetAuthWorld();
  localStorage.setItem('loggedoutforrelaunch', 'true');
});
afterEach(restoreAuthWorld);

/** Run start-up to the end, letting the 1 s refresh retry elapse if it happens. */
async function start(): Promise<boolean> {
  const done = initializeAuth();
  await vi.advanceTimersByTimeAsync(1000);
  return done;
}

describe('initializeAuth', () => {
  it('refreshes an access token that has expired (R4.02)', async () => {
    seedTokens({ access: makeJwt(-60), refresh: 'refresh-1' });
    const api = stubAuthApi({
      'POST users/token/refresh/': jsonResponse(200, renewed),
      'GET users/me/': jsonResponse(200, user),
    });
    await expect(start()).resolves.toBe(true);
    expect(api.to('POST', 'users/token/refresh/')[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(api.to('GET', 'users/me/')[0]?.headers.get('authorization')).toBe(`Bearer ${renewed.access}`);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('refreshes an access token within 5 minutes of expiry (R4.03, R9.04)', async () => {
    seedTokens({ access: makeJwt(4 * 60), refresh: 'refresh-1' });
    const api = stubAuthApi({
      'POST users/token/refresh/': jsonResponse(200, renewed),
      'GET users/me/': jsonResponse(200, user),
    });
    await start();
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(1);
    expect(api.requests.map((r) => r.path).indexOf('users/token/refresh/')).toBeLessThan(
      api.requests.map((r) => r.path).indexOf('users/me/'),
    );
  });

  it('loads the user with an access token that looks valid, without refreshing (R4.04)', async () => {
    const access = makeJwt(6 * 60);
    seedTokens({ access, refresh: 'refresh-1' });
    const api = stubAuthApi({ 'GET users/me/': jsonResponse(200, user) });
    await expect(start()).resolves.toBe(true);
    expect(api.to('GET', 'users/me/')[0]?.headers.get('authorization')).toBe(`Bearer ${access}`);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(0);
    expect(authStore.getState().user).toEqual(user);
  });

  it('refreshes when loading the user fails, then loads it again (R4.05)', async () => {
    seedTokens({ access: makeJwt(HOUR_S), refresh: 'refresh-1' });
    const api = stubAuthApi({
      'GET users/me/': [jsonResponse(401, { detail: 'Session ended' }), jsonResponse(200, user)],
      'POST users/token/refresh/': jsonResponse(200, renewed),
    });
    await expect(start()).resolves.toBe(true);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET users/me/',
      'POST users/token/refresh/',
      'GET users/me/',
    ]);
    expect(authStore.getState().isAuthenticated).toBe(true);
  });

  it('refreshes when there is only a refresh token (R4.06)', async () => {
    seedTokens({ refresh: 'refresh-1' });
    const api = stubAuthApi({
      'POST users/token/refresh/': jsonResponse(200, renewed),
      'GET users/me/': jsonResponse(200, user),
    });
    await expect(start()).resolves.toBe(true);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(1);
    expect(getAccessToken()).toBe(renewed.access);
  });

  it('logs out with initialized=true and authenticated=false when everything fails (R4.07)', async () => {
    seedTokens({ access: makeJwt(HOUR_S), refresh: 'refresh-1' });
    const api = stubAuthApi({
      'GET users/me/': jsonResponse(401, { detail: 'no' }),
      'POST users/token/refresh/': jsonResponse(401, { detail: 'Session ended' }),
    });
    await expect(start()).resolves.toBe(false);
    expect(authStore.getState()).toEqual({ user: null, isAuthenticated: false, isInitialized: true });
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(trackedEvents(api.requests)[0]).toMatchObject({ event: 'user_logout' });
  });

  it('logs out when the user cannot be loaded even after a successful refresh (R4.07)', async () => {
    seedTokens({ refresh: 'refresh-1' });
    stubAuthApi({
      'POST users/token/refresh/': jsonResponse(200, renewed),
      'GET users/me/': jsonResponse(404, { detail: 'gone' }),
    });
    await expect(start()).resolves.toBe(false);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, isInitialized: true });
    expect(getRefreshToken()).toBeUndefined();
  });

  it('ends logged out and initialized, without calls, when there are no tokens at all (R4.07)', async () => {
    localStorage.setItem('anonymousId', 'anon_keep');
    const api = stubAuthApi();
    await expect(start()).resolves.toBe(false);
    expect(authStore.getState()).toEqual({ user: null, isAuthenticated: false, isInitialized: true });
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('anonymousId')).toBe('anon_keep');
  });

  it('fetches the user and starts the periodic refresh on success (R4.08)', async () => {
    seedTokens({ access: makeJwt(20 * HOUR_S), refresh: 'refresh-1' });
    const api = stubAuthApi({
      'GET users/me/': jsonResponse(200, user),
      'POST users/token/refresh/': jsonResponse(200, renewed),
    });
    await start();
    expect(api.to('GET', 'users/me/')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(HOUR_S * 1000 - 1001);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(1);
  });

  it("sets authenticated and applies the user's theme preference on success (R4.09)", async () => {
    const applyThemePreference = vi.fn();
    const unsubscribe = onUserLoaded((loaded) => applyThemePreference(loaded.theme_preference));
    seedTokens({ access: makeJwt(HOUR_S), refresh: 'refresh-1' });
    stubAuthApi({ 'GET users/me/': jsonResponse(200, user) });
    await start();
    unsubscribe();
    expect(authStore.getState()).toEqual({ user, isAuthenticated: true, isInitialized: true });
    expect(applyThemePreference).toHaveBeenCalledWith('light');
  });

  it('does not apply the theme or set authenticated when start-up fails (R4.09)', async () => {
    const listener = vi.fn();
    const unsubscribe = onUserLoaded(listener);
    seedTokens({ refresh: 'refresh-1' });
    stubAuthApi({ 'POST users/token/refresh/': jsonResponse(500, {}) });
    await start();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('shares one run between overlapping calls', async () => {
    seedTokens({ refresh: 'refresh-1' });
    const api = stubAuthApi({
      'POST users/token/refresh/': jsonResponse(200, renewed),
      'GET users/me/': jsonResponse(200, user),
    });
    const [first, second] = await Promise.all([initializeAuth(), initializeAuth()]);
    expect([first, second]).toEqual([true, true]);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(1);
  });
});

describe('one-time logout on relaunch (R4.10)', () => {
  it('logs out once and sets the flag when a token exists and the flag is absent', async () => {
    localStorage.removeItem('loggedoutforrelaunch');
    seedTokens({ access: makeJwt(HOUR_S), refresh: 'refresh-1' });
    const api = stubAuthApi({ 'GET users/me/': jsonResponse(200, user) });
    await expect(start()).resolves.toBe(false);
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(localStorage.getItem('loggedoutforrelaunch')).toBe('true');
    expect(trackedEvents(api.requests)[0]).toMatchObject({ event: 'user_logout' });
    expect(api.to('GET', 'users/me/')).toHaveLength(0);
  });

  it('does not log out again on the next start', async () => {
    localStorage.removeItem('loggedoutforrelaunch');
    seedTokens({ access: makeJwt(HOUR_S), refresh: 'refresh-1' });
    stubAuthApi({ 'GET users/me/': jsonResponse(200, user) });
    await start();
    seedTokens({ access: makeJwt(HOUR_S), refresh: 'refresh-1' });
    await expect(start()).resolves.toBe(true);
    expect(getAccessToken()).toBeDefined();
  });

  it('leaves a visitor without tokens alone', async () => {
    localStorage.removeItem('loggedoutforrelaunch');
    localStorage.setItem('anonymousId', 'anon_keep');
    const api = stubAuthApi();
    await start();
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('anonymousId')).toBe('anon_keep');
  });
});
