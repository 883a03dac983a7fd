import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearBreadcrumbs, readBreadcrumbs } from './error-reporting.ts';
import { createNativePlatform } from './native-platform.ts';

const getInfo = vi.hoisted(() => vi.fn<() => Promise<{ version: string }>>());
vi.mock('@capacitor/app', () => ({ App: { getInfo } }));

describe('native app version', () => {
  afterEach(() => {
    getInfo.mockReset();
    clearBreadcrumbs();
  });

  it('is read from the app shell', async () => {
    getInfo.mockResolvedValue({ version: '2.3.0' });
    await expect(createNativePlatform('ios').appVersion()).resolves.toBe('2.3.0');
  });

  it('only logs a failed read and answers no version (R8.37)', async () => {
    getInfo.mockRejectedValue(new Error('App plugin not available'));
    await expect(createNativePlatform('android').appVersion()).resolves.toBeNull();
    expect(readBreadcrumbs()).toEqual([
      expect.objectContaining({
        category: 'platform',
        level: 'warning',
        message: 'Could not read the app version',
      }),
    ]);
  });
});
