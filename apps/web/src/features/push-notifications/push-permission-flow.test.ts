import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSimulatedNativePlatform,
  SIMULATED_PUSH_KEYS,
} from '../../platform/simulated-native-platform.ts';
import {
  PUSH_CHECK_INTERVAL_MS,
  PUSH_STORAGE_KEYS,
  PUSH_TOKEN_TIMEOUT_MS,
} from './push-permission.constants.ts';
import { createPushPermissionFlow, type DialogAnswer, type PushNotice } from './push-permission-flow.ts';

const DAY = PUSH_CHECK_INTERVAL_MS;

/** The flow on the simulated Android phone: the OS side is played from localStorage. */
function setup({ answer = 'enable' as DialogAnswer, saveFails = false, deleteFails = false } = {}) {
  const platform = createSimulatedNativePlatform({ platform: 'android', version: '1.0.0' });
  const saved: string[] = [];
  const deleted: string[] = [];
  const notices: PushNotice[] = [];
  const logged: string[] = [];
  let asked = 0;
  let clock = Date.parse('2026-11-28T12:00:00Z');
  const flow = createPushPermissionFlow({
    push: platform.push!,
    storage: platform.storage,
    askUser: async () => {
      asked += 1;
      return answer;
    },
    notify: (notice) => notices.push(notice),
    saveToken: async (token) => {
      if (saveFails) throw new Error('500');
      saved.push(token);
    },
    deleteToken: async (token) => {
      if (deleteFails) throw new Error('500');
      deleted.push(token);
    },
    log: (message) => logged.push(message),
    now: () => clock,
  });
  const stored = (key: string) => localStorage.getItem(key);
  return {
    flow,
    saved,
    deleted,
    notices,
    logged,
    stored,
    asked: () => asked,
    advance: (ms: number) => {
      clock += ms;
    },
    startAndAnswer: async () => {
      const started = await flow.start();
      await started.answered;
      return started.outcome;
    },
  };
}

describe('native push permission (spec §4 Push permission)', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(SIMULATED_PUSH_KEYS.token, 'fcm-token-1');
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('Enable stores clicked-enable, asks the OS, registers and saves the token (R4.111, R4.112, R3.46, R4.117)', async () => {
    const t = setup();
    expect(await t.startAndAnswer()).toBe('asked');
    expect(t.stored(PUSH_STORAGE_KEYS.dialog)).toBe('clicked-enable');
    expect(t.stored(SIMULATED_PUSH_KEYS.permission)).toBe('granted');
    expect(t.stored(PUSH_STORAGE_KEYS.status)).toBe('granted');
    expect(t.stored(PUSH_STORAGE_KEYS.lastCheck)).toBe(String(Date.parse('2026-11-28T12:00:00Z')));
    expect(t.saved).toEqual(['fcm-token-1']);
    expect(t.notices).toEqual([]);
  });

  it("'Not Now' stores not-now, and the dialog never comes back, not even after 24 h (R4.114, R4.109, A22)", async () => {
    const t = setup({ answer: 'not-now' });
    await t.startAndAnswer();
    expect(t.stored(PUSH_STORAGE_KEYS.dialog)).toBe('not-now');
    expect(t.saved).toEqual([]);
    t.advance(3 * DAY);
    expect(await t.startAndAnswer()).toBe('not-now');
    expect(t.asked()).toBe(1);
  });

  it("is skipped when the permission is not 'prompt' (R4.110)", async () => {
    localStorage.setItem(SIMULATED_PUSH_KEYS.permission, 'denied');
    const t = setup();
    expect(await t.startAndAnswer()).toBe('not-prompt');
    expect(t.asked()).toBe(0);
    expect(t.stored(PUSH_STORAGE_KEYS.status)).toBe('denied');
  });

  it('checks at most once in 24 hours while no choice is stored (R9.16, A22)', async () => {
    localStorage.setItem(SIMULATED_PUSH_KEYS.answer, 'denied');
    const t = setup();
    await t.startAndAnswer();
    // The OS prompt was refused, then the permission was reset to 'prompt' in the settings.
    localStorage.setItem(SIMULATED_PUSH_KEYS.permission, 'prompt');
    t.advance(DAY - 1);
    expect(await t.startAndAnswer()).toBe('throttled');
    t.advance(1);
    expect(await t.startAndAnswer()).toBe('asked');
    expect(t.asked()).toBe(2);
  });

  it("a refused OS prompt says 'You can always enable notifications later in the settings.' (R4.113)", async () => {
    localStorage.setItem(SIMULATED_PUSH_KEYS.answer, 'denied');
    const t = setup();
    await t.startAndAnswer();
    expect(t.notices).toEqual([
      { type: 'info', message: 'You can always enable notifications later in the settings.' },
    ]);
    expect(t.saved).toEqual([]);
    expect(t.stored(PUSH_STORAGE_KEYS.status)).toBe('denied');
  });

  it("a token that takes over 10 s fails with 'Push token timeout' and the enabling error (R8.22, R9.17, R8.21)", async () => {
    vi.useFakeTimers();
    localStorage.setItem(SIMULATED_PUSH_KEYS.token, 'none');
    const t = setup();
    const started = await t.flow.start();
    await vi.advanceTimersByTimeAsync(PUSH_TOKEN_TIMEOUT_MS - 1);
    expect(t.notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await started.answered;
    expect(PUSH_TOKEN_TIMEOUT_MS).toBe(10_000);
    expect(t.logged).toEqual(['Enabling push notifications failed']);
    expect(t.notices).toEqual([
      {
        type: 'error',
        title: 'Error',
        message: 'There was an error enabling notifications. Please try again later.',
      },
    ]);
  });

  it('a failed token save is only logged (R8.36)', async () => {
    const t = setup({ saveFails: true });
    await t.startAndAnswer();
    expect(t.logged).toEqual(['Could not save the push token']);
    expect(t.notices).toEqual([]);
  });

  it('back in the foreground, a permission granted in the settings registers and saves the token (R4.115)', async () => {
    const t = setup({ answer: 'not-now' });
    await t.startAndAnswer();
    localStorage.setItem(SIMULATED_PUSH_KEYS.permission, 'granted');
    await t.flow.onForeground();
    expect(t.saved).toEqual(['fcm-token-1']);
    expect(t.stored(PUSH_STORAGE_KEYS.status)).toBe('granted');
  });

  it('back in the foreground, a permission taken away deletes this device’s subscription (R4.116, R4.117)', async () => {
    const t = setup();
    await t.startAndAnswer();
    localStorage.setItem(SIMULATED_PUSH_KEYS.permission, 'denied');
    await t.flow.onForeground();
    expect(t.deleted).toEqual(['fcm-token-1']);
    expect(t.stored(PUSH_STORAGE_KEYS.status)).toBe('denied');
    await t.flow.onForeground();
    expect(t.deleted).toEqual(['fcm-token-1']);
  });

  it('a failed delete is only logged (R8.36)', async () => {
    const t = setup({ deleteFails: true });
    await t.startAndAnswer();
    localStorage.setItem(SIMULATED_PUSH_KEYS.permission, 'denied');
    await t.flow.onForeground();
    expect(t.logged).toEqual(['Could not delete the push subscription']);
    expect(t.notices).toEqual([]);
  });

  it('a start after the permission was taken away while the app was closed deletes the subscription (R4.116)', async () => {
    const t = setup();
    await t.startAndAnswer();
    localStorage.setItem(SIMULATED_PUSH_KEYS.permission, 'denied');
    expect(await t.startAndAnswer()).toBe('throttled');
    await vi.waitFor(() => expect(t.deleted).toEqual(['fcm-token-1']));
  });

  it('a start with the permission already granted saves the current token again, without the dialog', async () => {
    localStorage.setItem(SIMULATED_PUSH_KEYS.permission, 'granted');
    const t = setup();
    expect(await t.startAndAnswer()).toBe('not-prompt');
    await vi.waitFor(() => expect(t.saved).toEqual(['fcm-token-1']));
    expect(t.asked()).toBe(0);
  });
});
