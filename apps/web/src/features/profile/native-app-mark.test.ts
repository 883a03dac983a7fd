import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBreadcrumbs } from '../../platform/index.ts';
import { createSimulatedNativePlatform } from '../../platform/simulated-native-platform.ts';
import { createWebPlatform } from '../../platform/web-platform.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { authStore } from '../auth/index.ts';
import { notifyUserLoaded } from '../auth/user-loaded.ts';
import { startNativeAppMark } from './native-app-mark.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const phone = () => createSimulatedNativePlatform({ platform: 'ios', version: '1.0.0' });

/** Load `user` as a session start does, with the mark listening. */
async function sessionStarts(platform: ReturnType<typeof phone>, user: ReturnType<typeof buildUser>) {
  const stop = startNativeAppMark(platform);
  authStore.setState({ user, isAuthenticated: true, isInitialized: true });
  notifyUserLoaded(user);
  await vi.waitFor(() => expect(callMock).toHaveBeenCalled());
  stop();
}

describe('used_native_app (spec §3, R3.01)', () => {
  afterEach(() => {
    callMock.mockReset();
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
  });

  it('marks a user who signs in to the native app, and keeps the answer as the session’s user (R7.19)', async () => {
    const user = buildUser({ id: 7, used_native_app: false });
    answerCalls(callMock, { updateProfile: { ...user, used_native_app: true } });
    await sessionStarts(phone(), user);
    expect(callMock).toHaveBeenCalledWith('updateProfile', {
      params: { id: 7 },
      body: { id: 7, used_native_app: true },
    });
    await vi.waitFor(() => expect(authStore.getState().user?.used_native_app).toBe(true));
  });

  it('sends nothing for a user already marked, nor from a browser (R7.19)', () => {
    const stopNative = startNativeAppMark(phone());
    notifyUserLoaded(buildUser({ used_native_app: true }));
    stopNative();
    const stopWeb = startNativeAppMark(createWebPlatform('test'));
    notifyUserLoaded(buildUser({ used_native_app: false }));
    stopWeb();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('only logs a failed save, leaving the user unmarked for the next session to retry', async () => {
    const user = buildUser({ id: 8, used_native_app: false });
    answerCalls(callMock, {
      updateProfile: () => {
        throw new Error('offline');
      },
    });
    await sessionStarts(phone(), user);
    await vi.waitFor(() =>
      expect(readBreadcrumbs().map((crumb) => crumb.message)).toContain(
        'Could not mark the native app as used',
      ),
    );
    expect(authStore.getState().user?.used_native_app).toBe(false);
  });
});
