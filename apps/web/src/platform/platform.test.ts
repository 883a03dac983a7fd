import { afterEach, describe, expect, it, vi } from 'vitest';
import { retry, STATUS_BAR_RETRY } from './retry.ts';
import { selectPlatform } from './select-platform.ts';
import { createSimulatedNativePlatform } from './simulated-native-platform.ts';
import { parseSimulationConfig, readSimulationConfig, SIMULATION_STORAGE_KEY } from './simulation-config.ts';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === SIMULATION_STORAGE_KEY ? value : null),
});

describe('simulated native configuration', () => {
  it('reads {platform, version} from the simulatedNative entry', () => {
    expect(parseSimulationConfig('{"platform":"ios","version":"1.0.0"}')).toEqual({
      platform: 'ios',
      version: '1.0.0',
    });
    expect(parseSimulationConfig('{"platform":"android","version":" 2.3 "}')).toEqual({
      platform: 'android',
      version: '2.3',
    });
  });

  it('ignores anything that is not a native platform with a dotted version', () => {
    for (const raw of [
      null,
      '',
      'ios',
      '{"platform":"web","version":"1"}',
      '{"platform":"ios","version":"v1"}',
      '[]',
    ]) {
      expect(parseSimulationConfig(raw)).toBeNull();
    }
  });

  it('is honoured only when the build allows it', () => {
    const storage = storageWith('{"platform":"ios","version":"1.0.0"}');
    expect(readSimulationConfig(false, storage)).toBeNull();
    expect(readSimulationConfig(true, storage)).toEqual({ platform: 'ios', version: '1.0.0' });
  });
});

describe('platform selection', () => {
  it('is the browser by default', () => {
    const platform = selectPlatform({ capacitor: undefined, simulation: null, buildVersion: 'abc' });
    expect(platform.name).toBe('web');
    expect(platform.isNative).toBe(false);
  });

  it('is the native app inside the Capacitor shell', () => {
    const platform = selectPlatform({
      capacitor: { isNativePlatform: () => true, getPlatform: () => 'android' },
      simulation: null,
      buildVersion: 'abc',
    });
    expect(platform.name).toBe('android');
    expect(platform.isNative).toBe(true);
  });

  it('is the simulation when one is configured', () => {
    const platform = selectPlatform({
      capacitor: { isNativePlatform: () => false },
      simulation: { platform: 'ios', version: '1.2.0' },
      buildVersion: 'abc',
    });
    expect(platform.name).toBe('ios');
    expect(platform.isNative).toBe(true);
  });

  it('reports the build version as the web app version', async () => {
    const platform = selectPlatform({ capacitor: undefined, simulation: null, buildVersion: 'abc-123' });
    await expect(platform.appVersion()).resolves.toBe('abc-123');
  });
});

describe('simulated native adapter', () => {
  afterEach(() => {
    for (const key of ['simulatedNative', 'statusBar', 'backGesture', 'externalUrl'])
      delete document.documentElement.dataset[key];
  });

  it('exposes its native side effects on <html> for the browser tests', async () => {
    const platform = createSimulatedNativePlatform({ platform: 'ios', version: '1.0.0' });
    await expect(platform.appVersion()).resolves.toBe('1.0.0');
    await platform.setStatusBarStyle('light');
    platform.setBackGestureEnabled(false);
    await platform.openExternalUrl('https://apps.apple.com/app/id1');
    const data = document.documentElement.dataset;
    expect(data).toMatchObject({
      simulatedNative: 'ios',
      statusBar: 'light',
      backGesture: 'disabled',
      externalUrl: 'https://apps.apple.com/app/id1',
    });
    expect(platform.isBackGestureEnabled()).toBe(false);
  });

  it('stores values across calls', async () => {
    const platform = createSimulatedNativePlatform({ platform: 'android', version: '1.0.0' });
    await platform.storage.set('k', 'v');
    await expect(platform.storage.get('k')).resolves.toBe('v');
    await platform.storage.remove('k');
    await expect(platform.storage.get('k')).resolves.toBeNull();
  });
});

describe('retry (status-bar setup, spec §9)', () => {
  it('waits 20 ms between tries, at most 50 waits (R9.22)', async () => {
    expect(STATUS_BAR_RETRY).toEqual({ attempts: 51, waitMs: 20 });
    const sleep = vi.fn(async () => {});
    const action = vi.fn(async () => {
      throw new Error('not ready');
    });
    await expect(retry(action, STATUS_BAR_RETRY, sleep)).rejects.toThrow('not ready');
    expect(action).toHaveBeenCalledTimes(51);
    expect(sleep).toHaveBeenCalledTimes(50);
    expect(sleep).toHaveBeenCalledWith(20);
  });

  it('stops at the first success', async () => {
    let calls = 0;
    const action = async () => {
      calls++;
      if (calls < 3) throw new Error('not ready');
      return 'ok';
    };
    await expect(retry(action, STATUS_BAR_RETRY, async () => {})).resolves.toBe('ok');
    expect(calls).toBe(3);
  });
});
