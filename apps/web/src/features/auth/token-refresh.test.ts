import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/fetch-stub.testing.ts';
import { trackedEvents } from '../analytics/tracked-events.testing.ts';
import {
  buildUser,
  resetAuthWorld,
  restoreAuthWorld,
  seedTokens,
  stubAuthApi,
  tokenPair,
} from './auth-fixtures.testing.ts';
import { authStore, getAccessToken, getRefreshToken, refreshTokens, startPeriodicRefresh } from './index.ts';

const HOUR_MS = 3600 * 1000;
const renewed = tokenPair(7 * 24 * 3600, 'refresh-2');

beforeEach(() => {
  resetAuthWorld();
  authStore.setState({ user: buildUser(), isAuthenticated: true, isInitialized: true });
});
afterEach(restoreAuthWorld);

describe('periodic refresh', () => {
  it('refreshes every hour when the access token has under 24 hours left (R7.51, R9.05, R9.06)', async () => {
    seedTokens({ access: tokenPair(23 * 3600).access, refresh: 'refresh-1' });
    const api = stubAuthApi({ 'POST users/token/refresh/': jsonResponse(200, renewed) });
    startPeriodicRefresh();
    await vi.advanceTimersByTimeAsync(HOUR_MS - 1);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.to('POST', 'users/token/refresh/')[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(getAccessToken()).toBe(renewed.access);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('leaves a token with more than 24 hours left alone (R7.51, R9.06)', async () => {
    seedTokens({ access: tokenPair(26 * 3600).access, refresh: 'refresh-1' });
    const api = stubAuthApi({ 'POST users/token/refresh/': jsonResponse(200, renewed) });
    startPeriodicRefresh();
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(0);
    // Two hours later it has under 24 h left.
    await vi.advanceTimersByTimeAsync(2 * HOUR_MS);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(1);
  });

  it('refreshes when the access token is missing but a refresh token exists (R7.52)', async () => {
    seedTokens({ refresh: 'refresh-1' });
    const api = stubAuthApi({ 'POST users/token/refresh/': jsonResponse(200, renewed) });
    startPeriodicRefresh();
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(1);
    expect(getAccessToken()).toBe(renewed.access);
  });

  it('does nothing without any token', async () => {
    const api = stubAuthApi();
    startPeriodicRefresh();
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('refreshTokens', () => {
  it('retries a failed refresh once after 1 second (R7.53, R9.07)', async () => {
    seedTokens({ refresh: 'refresh-1' });
    const api = stubAuthApi({
      'POST users/token/refresh/': [jsonResponse(503, { detail: 'busy' }), jsonResponse(200, renewed)],
    });
    const result = refreshTokens();
    await vi.advanceTimersByTimeAsync(999);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(renewed);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(2);
    expect(authStore.getState().isAuthenticated).toBe(true);
  });

  it('logs out and gives null when the retry fails too (R4.19, R8.09)', async () => {
    seedTokens({ access: tokenPair(60).access, refresh: 'refresh-1' });
    const api = stubAuthApi({ 'POST users/token/refresh/': jsonResponse(401, { detail: 'Session ended.' }) });
    const result = refreshTokens();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBeNull();
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(2);
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(trackedEvents(api.requests)[0]).toMatchObject({ event: 'user_logout' });
  });

  it('keeps the tokens when both tries fail for want of a connection', async () => {
    seedTokens({ access: tokenPair(60).access, refresh: 'refresh-1' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const result = refreshTokens();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBeNull();
    expect(getRefreshToken()).toBe('refresh-1');
    expect(getAccessToken()).toBeDefined();
  });

  it('logs out after a periodic refresh fails twice (R4.19)', async () => {
    seedTokens({ access: tokenPair(3600).access, refresh: 'refresh-1' });
    stubAuthApi({ 'POST users/token/refresh/': jsonResponse(500, {}) });
    startPeriodicRefresh();
    await vi.advanceTimersByTimeAsync(HOUR_MS + 1000);
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('logs out and gives null without a refresh token (R8.09)', async () => {
    seedTokens({ access: tokenPair(60).access });
    const api = stubAuthApi();
    await expect(refreshTokens()).resolves.toBeNull();
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(0);
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('shares one request between concurrent callers, since refresh tokens are single-use', async () => {
    seedTokens({ refresh: 'refresh-1' });
    const api = stubAuthApi({ 'POST users/token/refresh/': jsonResponse(200, renewed) });
    const results = await Promise.all([refreshTokens(), refreshTokens(), refreshTokens()]);
    expect(results).toEqual([renewed, renewed, renewed]);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(1);
  });

  it('uses the newest refresh token on the retry', async () => {
    seedTokens({ refresh: 'refresh-1' });
    const api = stubAuthApi({
      'POST users/token/refresh/': [jsonResponse(503, {}), jsonResponse(200, renewed)],
    });
    const result = refreshTokens();
    seedTokens({ refresh: 'refresh-from-other-tab' });
    await vi.advanceTimersByTimeAsync(1000);
    await result;
    expect(api.to('POST', 'users/token/refresh/')[1]?.body).toEqual({ refresh: 'refresh-from-other-tab' });
  });
});
