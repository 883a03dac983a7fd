import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../api/fetch-stub.testing.ts';
import { setPlatformForTesting } from '../../platform/index.ts';
import {
  createSimulatedNativePlatform,
  SIMULATED_PUSH_EVENT,
  SIMULATED_PUSH_KEYS,
} from '../../platform/simulated-native-platform.ts';
import { buildUser, clearAuthCookies, seedTokens, tokenPair } from '../auth/auth-fixtures.testing.ts';
import { authStore } from '../auth/index.ts';
import { clearPushToasts, pushToastStore } from '../push-toasts/index.ts';
import { startPushNotifications } from './start-push.ts';

describe('push notifications at start (R4.34)', () => {
  afterEach(() => {
    setPlatformForTesting(undefined);
    clearAuthCookies();
    clearPushToasts();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('on a phone with push allowed, saves the token and turns a push received in the foreground into a toast', async () => {
    localStorage.setItem(SIMULATED_PUSH_KEYS.permission, 'granted');
    localStorage.setItem(SIMULATED_PUSH_KEYS.token, 'fcm-start-1');
    seedTokens(tokenPair());
    authStore.setState({ user: buildUser(), isAuthenticated: true, isInitialized: true });
    const api = stubApi({ 'POST notifications/push/': jsonResponse(201, {}) });
    const platform = createSimulatedNativePlatform({ platform: 'android', version: '1.0.0' });
    setPlatformForTesting(platform);
    await startPushNotifications(platform);
    await vi.waitFor(() =>
      expect(api.to('POST', 'notifications/push/').map((r) => r.body)).toEqual([
        { platform: 'android', fcm_token: 'fcm-start-1' },
      ]),
    );
    window.dispatchEvent(
      new CustomEvent(SIMULATED_PUSH_EVENT, {
        detail: { title: 'Game on', body: 'X Games Aspen is open.', url: '/manager/events/1' },
      }),
    );
    expect(pushToastStore.getState().current).toMatchObject({ title: 'Game on', url: '/manager/events/1' });
  });
});
