import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/fetch-stub.testing.ts';
import { ApiError, errorMessage } from '../../api/index.ts';
import { trackedEvents } from '../analytics/tracked-events.testing.ts';
import {
  buildUser,
  resetAuthWorld,
  restoreAuthWorld,
  stubAuthApi,
  tokenPair,
} from './auth-fixtures.testing.ts';
import { authStore, getAccessToken, getRefreshToken, login, onUserLoaded } from './index.ts';

const credentials = { email: 'demo@shredleague.app', password: 'shredleague' };
const pair = tokenPair(7 * 24 * 3600, 'refresh-1');
const user = buildUser({ id: 7, theme_preference: 'dark' });

beforeEach(resetAuthWorld);
afterEach(restoreAuthWorld);

async function loginToEnd(): Promise<Awaited<ReturnType<typeof login>>> {
  const done = login(credentials);
  // Mark a rejection as handled while the clock runs; the caller still receives it.
  done.catch(() => undefined);
  await vi.advanceTimersByTimeAsync(200);
  return done;
}

describe('login', () => {
  it('posts the credentials to users/token/ (R3.06)', async () => {
    const api = stubAuthApi({
      'POST users/token/': jsonResponse(200, pair),
      'GET users/me/': jsonResponse(200, user),
    });
    await loginToEnd();
    expect(api.to('POST', 'users/token/')[0]?.body).toEqual(credentials);
  });

  it('stores both tokens of the {access, refresh} pair in cookies and sets the relaunch flag (R3.08, R4.12)', async () => {
    stubAuthApi({ 'POST users/token/': jsonResponse(200, pair), 'GET users/me/': jsonResponse(200, user) });
    await loginToEnd();
    expect(getAccessToken()).toBe(pair.access);
    expect(getRefreshToken()).toBe('refresh-1');
    expect(localStorage.getItem('loggedoutforrelaunch')).toBe('true');
  });

  it('waits 200 ms, then fetches the user (R4.13, R9.08)', async () => {
    const api = stubAuthApi({
      'POST users/token/': jsonResponse(200, pair),
      'GET users/me/': jsonResponse(200, user),
    });
    const done = login(credentials);
    await vi.advanceTimersByTimeAsync(199);
    expect(api.to('GET', 'users/me/')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual(user);
    expect(api.to('GET', 'users/me/')[0]?.headers.get('authorization')).toBe(`Bearer ${pair.access}`);
    expect(authStore.getState()).toEqual({ user, isAuthenticated: true, isInitialized: true });
  });

  it('identifies the user in analytics (R4.14)', async () => {
    localStorage.setItem('anonymousId', 'anon_device');
    const api = stubAuthApi({
      'POST users/token/': jsonResponse(200, pair),
      'GET users/me/': jsonResponse(200, user),
    });
    await loginToEnd();
    const identify = trackedEvents(api.requests).find((tracked) => tracked.event === 'user_identified');
    expect(identify).toMatchObject({ properties: { user_id: 7 }, anonymousId: 'anon_device' });
    expect(identify?.request.headers.get('authorization')).toBe(`Bearer ${pair.access}`);
  });

  it("applies the user's theme (R4.14)", async () => {
    const applyThemePreference = vi.fn();
    const unsubscribe = onUserLoaded((loaded) => applyThemePreference(loaded.theme_preference));
    stubAuthApi({ 'POST users/token/': jsonResponse(200, pair), 'GET users/me/': jsonResponse(200, user) });
    await loginToEnd();
    unsubscribe();
    expect(applyThemePreference).toHaveBeenCalledWith('dark');
  });

  it('keeps the login successful when a user-loaded listener throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unsubscribe = onUserLoaded(() => {
      throw new Error('theme broke');
    });
    stubAuthApi({ 'POST users/token/': jsonResponse(200, pair), 'GET users/me/': jsonResponse(200, user) });
    await expect(loginToEnd()).resolves.toEqual(user);
    unsubscribe();
  });

  it('starts the periodic refresh', async () => {
    const api = stubAuthApi({
      'POST users/token/': jsonResponse(200, tokenPair(20 * 3600)),
      'GET users/me/': jsonResponse(200, user),
      'POST users/token/refresh/': jsonResponse(200, pair),
    });
    await loginToEnd();
    await vi.advanceTimersByTimeAsync(3600 * 1000);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(1);
  });

  it("fails with 'Failed to fetch user: …' and the cause when the user cannot be loaded (R8.07)", async () => {
    stubAuthApi({
      'POST users/token/': jsonResponse(200, pair),
      'GET users/me/': jsonResponse(404, { detail: 'Account gone.' }),
    });
    const error = await loginToEnd().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe('Failed to fetch user: Account gone.');
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it("shows the server's explanation for wrong credentials instead of the generic 401 text", async () => {
    const api = stubAuthApi({
      'POST users/token/': jsonResponse(401, { detail: 'Wrong e-mail or password.' }),
    });
    const error = await loginToEnd().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, message: 'Wrong e-mail or password.' });
    expect(api.to('GET', 'users/me/')).toHaveLength(0);
    expect(getAccessToken()).toBeUndefined();
  });

  it('passes other failures through unchanged', async () => {
    stubAuthApi({ 'POST users/token/': jsonResponse(429, { detail: 'Too many attempts.' }) });
    await expect(loginToEnd()).rejects.toMatchObject({ status: 429, message: 'Too many attempts.' });
  });
});
