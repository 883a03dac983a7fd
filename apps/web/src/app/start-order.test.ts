import { describe, expect, it, vi } from 'vitest';
import { runStartOrder, STARTUP_MESSAGES, type StartSteps } from './start-order.ts';

/** Start steps that record their order; any of them can be made to fail. */
function fakeSteps(options: { authenticated?: boolean; failing?: Array<keyof StartSteps> } = {}) {
  const calls: string[] = [];
  const failing = new Set(options.failing ?? []);
  const step = (name: keyof StartSteps) => async () => {
    calls.push(name);
    if (failing.has(name)) throw new Error(`${name} broke`);
  };
  const steps: StartSteps = {
    appSettings: step('appSettings'),
    theme: step('theme'),
    anonymousId: step('anonymousId'),
    tracking: step('tracking'),
    auth: async () => {
      calls.push('auth');
      if (failing.has('auth')) throw new Error('auth broke');
      return options.authenticated ?? false;
    },
    pushNotifications: step('pushNotifications'),
    notifications: step('notifications'),
    deepLinks: step('deepLinks'),
    gameMode: step('gameMode'),
  };
  return { steps, calls };
}

const quiet = { log: vi.fn() };

describe('application start order (spec §4)', () => {
  it('runs app settings, theme, anonymous id and tracking first (R4.32)', async () => {
    const { steps, calls } = fakeSteps();
    await runStartOrder(steps, quiet);
    expect(calls.slice(0, 4)).toEqual(['appSettings', 'theme', 'anonymousId', 'tracking']);
  });

  it('tracks only at app start, not when the order runs again (R4.32)', async () => {
    const { steps, calls } = fakeSteps();
    await runStartOrder(steps, { ...quiet, appStart: false });
    expect(calls).not.toContain('tracking');
    expect(calls.slice(0, 3)).toEqual(['appSettings', 'theme', 'anonymousId']);
  });

  it('initialises auth after phase 1 (R4.33)', async () => {
    const { steps, calls } = fakeSteps();
    await runStartOrder(steps, quiet);
    expect(calls.indexOf('auth')).toBe(4);
  });

  it('initialises push notifications, notifications and deep links only when signed in (R4.34, R6.15, R6.16)', async () => {
    const anonymous = fakeSteps({ authenticated: false });
    await runStartOrder(anonymous.steps, quiet);
    expect(anonymous.calls).toEqual(['appSettings', 'theme', 'anonymousId', 'tracking', 'auth', 'gameMode']);

    const signedIn = fakeSteps({ authenticated: true });
    const result = await runStartOrder(signedIn.steps, quiet);
    expect(signedIn.calls.slice(5)).toEqual(['pushNotifications', 'notifications', 'deepLinks', 'gameMode']);
    expect(result).toEqual({ success: true, messages: [], authenticated: true });
  });

  it('resolves the game mode last (R4.35)', async () => {
    const { steps, calls } = fakeSteps({ authenticated: true });
    await runStartOrder(steps, quiet);
    expect(calls.at(-1)).toBe('gameMode');
  });

  it("collects a core failure as 'Failed to initialize core features' and carries on (R4.36, R8.24)", async () => {
    const { steps, calls } = fakeSteps({ failing: ['theme', 'tracking'] });
    const result = await runStartOrder(steps, quiet);
    expect(result.success).toBe(false);
    expect(result.messages).toEqual(['Failed to initialize core features']);
    expect(calls).toContain('auth');
    expect(calls).toContain('gameMode');
  });

  it("collects an auth failure as 'Failed to initialize authentication' (R8.25)", async () => {
    const { steps, calls } = fakeSteps({ failing: ['auth'], authenticated: true });
    const result = await runStartOrder(steps, quiet);
    expect(result).toEqual({ success: false, messages: [STARTUP_MESSAGES.auth], authenticated: false });
    expect(calls).not.toContain('pushNotifications');
  });

  it('names each failed signed-in feature under one heading (R8.26–R8.29)', async () => {
    const { steps } = fakeSteps({
      authenticated: true,
      failing: ['pushNotifications', 'notifications', 'deepLinks'],
    });
    const result = await runStartOrder(steps, quiet);
    expect(result.messages).toEqual([
      'Failed to initialize some authenticated features',
      'Failed to initialize push notifications',
      'Failed to initialize notifications',
      'Failed to initialize deep linking',
    ]);
  });

  it('reports only the signed-in features that failed (R8.26, R8.28)', async () => {
    const { steps, calls } = fakeSteps({ authenticated: true, failing: ['notifications'] });
    const result = await runStartOrder(steps, quiet);
    expect(result.messages).toEqual([STARTUP_MESSAGES.authenticatedFeatures, STARTUP_MESSAGES.notifications]);
    expect(calls).toContain('deepLinks');
  });

  it("collects a game-mode failure as 'Failed to initialize route-specific features' (R8.30)", async () => {
    const { steps } = fakeSteps({ failing: ['gameMode'] });
    expect((await runStartOrder(steps, quiet)).messages).toEqual([
      'Failed to initialize route-specific features',
    ]);
  });

  it('succeeds only without messages, and logs each failure with its cause (R4.36)', async () => {
    const log = vi.fn();
    const ok = await runStartOrder(fakeSteps().steps, { log });
    expect(ok.success).toBe(true);
    expect(log).not.toHaveBeenCalled();

    const failed = await runStartOrder(fakeSteps({ failing: ['appSettings', 'gameMode'] }).steps, { log });
    expect(failed.success).toBe(false);
    expect(failed.messages).toEqual([STARTUP_MESSAGES.core, STARTUP_MESSAGES.route]);
    expect(log).toHaveBeenCalledWith(STARTUP_MESSAGES.core, expect.any(Error));
  });
});
