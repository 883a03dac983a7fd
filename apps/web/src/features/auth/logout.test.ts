import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/fetch-stub.testing.ts';
import { call } from '../../api/index.ts';
import { clearBreadcrumbs, readBreadcrumbs } from '../../platform/index.ts';
import { trackedEvents } from '../analytics/tracked-events.testing.ts';
import {
  buildUser,
  resetAuthWorld,
  restoreAuthWorld,
  stubAuthApi,
  tokenPair,
} from './auth-fixtures.testing.ts';
import {
  authStore,
  getAccessToken,
  getRefreshToken,
  logout,
  onSessionEnd,
  startPeriodicRefresh,
} from './index.ts';
import { SESSION_END_WAIT_MS } from './session-end.ts';
import { storeTokens } from './token-storage.ts';

const pair = tokenPair(3600, 'refresh-1');

beforeEach(() => {
  resetAuthWorld();
  storeTokens(pair);
  localStorage.setItem('loggedoutforrelaunch', 'true');
  localStorage.setItem('anonymousId', 'anon_device');
  authStore.setState({ user: buildUser(), isAuthenticated: true, isInitialized: true });
});
afterEach(restoreAuthWorld);

describe('logout', () => {
  it('tracks a user_logout event, still as the signed-in user (R4.15)', async () => {
    const api = stubAuthApi();
    logout();
    await vi.runAllTimersAsync();
    const [event] = trackedEvents(api.requests);
    expect(event).toMatchObject({
      event: 'user_logout',
      anonymousId: 'anon_device',
      sessionId: expect.any(String),
    });
    expect(event?.request.headers.get('authorization')).toBe(`Bearer ${pair.access}`);
  });

  it('only notes a failed tracking call (R4.15)', async () => {
    clearBreadcrumbs();
    stubAuthApi({ 'POST tracking/track/': jsonResponse(500, { detail: 'down' }) });
    expect(() => logout()).not.toThrow();
    await vi.runAllTimersAsync();
    expect(readBreadcrumbs()).toContainEqual(
      expect.objectContaining({ category: 'analytics', level: 'warning' }),
    );
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('ends the session on the server by its refresh token, after the logout event is recorded (issue 11.5)', async () => {
    const api = stubAuthApi();
    logout();
    await vi.runAllTimersAsync();
    const [ended] = api.to('POST', 'users/logout/');
    expect(ended?.body).toEqual({ refresh: 'refresh-1' });
    const paths = api.requests.map((request) => request.path);
    expect(paths.indexOf('tracking/track/')).toBeLessThan(paths.indexOf('users/logout/'));
  });

  it('runs the session’s last work with its token before the server session ends: a failure is logged, a hang waited out', async () => {
    const api = stubAuthApi();
    const ran: Array<{ token: string; requestsBefore: number }> = [];
    const stops = [
      onSessionEnd(async (token) => {
        ran.push({ token, requestsBefore: api.requests.length });
      }),
      onSessionEnd(() => Promise.reject(new Error('offline'))),
      onSessionEnd(() => new Promise<void>(() => undefined)),
    ];
    clearBreadcrumbs();
    try {
      logout();
      await vi.advanceTimersByTimeAsync(SESSION_END_WAIT_MS - 100);
      expect(api.to('POST', 'users/logout/')).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(ran).toEqual([{ token: pair.access, requestsBefore: 1 }]);
      expect(api.requests.map((request) => request.path)).toEqual(['tracking/track/', 'users/logout/']);
      expect(readBreadcrumbs()).toContainEqual(
        expect.objectContaining({ category: 'auth', message: 'Work at logout failed' }),
      );
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('only notes a failed logout call: the device is logged out all the same (issue 11.5)', async () => {
    clearBreadcrumbs();
    stubAuthApi({ 'POST users/logout/': jsonResponse(503, { detail: 'down' }) });
    logout();
    await vi.runAllTimersAsync();
    expect(readBreadcrumbs()).toContainEqual(expect.objectContaining({ category: 'auth', level: 'warning' }));
    expect(getRefreshToken()).toBeUndefined();
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('clears both tokens and the user (R4.16)', () => {
    stubAuthApi();
    logout();
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(authStore.getState()).toEqual({ user: null, isAuthenticated: false, isInitialized: true });
  });

  it('stops the refresh timer (R4.16)', async () => {
    const api = stubAuthApi({ 'POST users/token/refresh/': jsonResponse(200, pair) });
    startPeriodicRefresh();
    logout();
    storeTokens(tokenPair(60));
    await vi.advanceTimersByTimeAsync(3 * 3600 * 1000);
    expect(api.to('POST', 'users/token/refresh/')).toHaveLength(0);
  });

  it('clears the anonymous id, the relaunch flag and the analytics session (R4.17, A14)', () => {
    stubAuthApi();
    localStorage.setItem(
      'analyticsSession',
      JSON.stringify({ id: 's', startedAt: Date.now(), lastActiveAt: Date.now() }),
    );
    logout();
    expect(localStorage.getItem('anonymousId')).toBeNull();
    expect(localStorage.getItem('loggedoutforrelaunch')).toBeNull();
    expect(localStorage.getItem('analyticsSession')).toBeNull();
  });

  it('is triggered by a call that needs a token when none is available (R4.18, R8.08)', async () => {
    const api = stubAuthApi();
    Cookies.remove('access_token', { path: '/' });
    await expect(call('me')).rejects.toThrow('No auth token found');
    expect(authStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(getRefreshToken()).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(trackedEvents(api.requests)[0]).toMatchObject({ event: 'user_logout' });
    expect(api.to('GET', 'users/me/')).toHaveLength(0);
  });
});
