import type { CurrentUser, TokenPair } from '@shred/contract';
import Cookies from 'js-cookie';
import { vi } from 'vitest';
import { stubApi } from '../../api/fetch-stub.testing.ts';
import { resetAnalyticsForTesting } from '../analytics/track.ts';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from './auth.constants.ts';
import { authStore, INITIAL_AUTH_STATE } from './auth-store.ts';
import { stopPeriodicRefresh } from './refresh-timer.ts';

const base64Url = (value: unknown): string =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** An unsigned JWT whose `exp` lies `secondsLeft` after `now`. */
export function makeJwt(secondsLeft: number, now: number = Date.now(), sub = '1'): string {
  const exp = Math.floor(now / 1000) + secondsLeft;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub, exp })}.signature`;
}

export function tokenPair(secondsLeft = 7 * 24 * 3600, refresh = 'refresh-1'): TokenPair {
  return { access: makeJwt(secondsLeft), refresh };
}

export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    email: 'demo@shredleague.app',
    username: 'demo',
    first_name: 'Demo',
    last_name: 'Rider',
    profile_image: null,
    date_joined: '2024-01-01T00:00:00.000Z',
    created_at: '2024-01-01T00:00:00.000Z',
    is_athlete: false,
    is_staff: false,
    completed_manager_welcome: true,
    used_native_app: false,
    subscription: null,
    theme_preference: 'light',
    ...overrides,
  };
}

/** Put tokens straight into the cookies, as a previous visit would have left them. */
export function seedTokens(tokens: { access?: string; refresh?: string }): void {
  if (tokens.access) Cookies.set(ACCESS_TOKEN_COOKIE, tokens.access, { path: '/' });
  if (tokens.refresh) Cookies.set(REFRESH_TOKEN_COOKIE, tokens.refresh, { path: '/' });
}

export function clearAuthCookies(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
}

/** Stub the API with the given routes plus silent tracking and logout endpoints. */
export function stubAuthApi(routes: Parameters<typeof stubApi>[0] = {}): ReturnType<typeof stubApi> {
  return stubApi({
    'POST tracking/track/': new Response(null, { status: 204 }),
    'POST users/logout/': new Response(null, { status: 204 }),
    ...routes,
  });
}

/** A clean device before each test: no cookies, no storage, no session, fake clocks. */
export function resetAuthWorld(): void {
  vi.useFakeTimers();
  resetAnalyticsForTesting();
  localStorage.clear();
  clearAuthCookies();
  stopPeriodicRefresh();
  authStore.setState(INITIAL_AUTH_STATE, true);
}

export function restoreAuthWorld(): void {
  stopPeriodicRefresh();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
