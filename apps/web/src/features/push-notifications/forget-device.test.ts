import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../api/fetch-stub.testing.ts';
import { createSimulatedNativePlatform } from '../../platform/simulated-native-platform.ts';
import { createWebPlatform } from '../../platform/web-platform.ts';
import { forgetThisDevice } from './forget-device.ts';
import { PUSH_STORAGE_KEYS } from './push-permission.constants.ts';

const deleted = () => new Response(null, { status: 204 });

describe('logout forgets this device’s push subscription (issue 16 note: logout kept the pushes)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('deletes a phone’s saved token as the leaving user', async () => {
    const phone = createSimulatedNativePlatform({ platform: 'android', version: '1.0.0' });
    await phone.storage.set(PUSH_STORAGE_KEYS.token, 'fcm-leaving');
    const api = stubApi({ 'DELETE notifications/push/': deleted() });
    await forgetThisDevice('access-of-leaver', phone);
    const [request] = api.to('DELETE', 'notifications/push/');
    expect(request?.query.get('fcm_token')).toBe('fcm-leaving');
    expect(request?.headers.get('authorization')).toBe('Bearer access-of-leaver');
  });

  it('deletes a browser’s subscription by its endpoint', async () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    const registration = {
      pushManager: { getSubscription: async () => ({ endpoint: 'https://push.example.test/send/1' }) },
    };
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistration: async () => registration },
    });
    const api = stubApi({ 'DELETE notifications/push/': deleted() });
    await forgetThisDevice('access-of-leaver', createWebPlatform('test'));
    expect(api.to('DELETE', 'notifications/push/')[0]?.query.get('endpoint')).toBe(
      'https://push.example.test/send/1',
    );
  });

  it('sends nothing from a device that never subscribed', async () => {
    const api = stubApi();
    await forgetThisDevice('access', createSimulatedNativePlatform({ platform: 'ios', version: '1.0.0' }));
    await forgetThisDevice('access', createWebPlatform('test'));
    expect(api.requests).toEqual([]);
  });
});
