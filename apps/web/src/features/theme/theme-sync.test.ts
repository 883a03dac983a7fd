import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { authStore } from '../auth/index.ts';
import { notifyUserLoaded } from '../auth/user-loaded.ts';
import { THEME_STORAGE_KEY } from './theme-preference.ts';
import { useThemeStore } from './theme-store.ts';
import { changeTheme, startThemeSync } from './theme-sync.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

describe('theme sync (spec §4 Theme)', () => {
  afterEach(() => {
    callMock.mockReset();
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
  });

  it('keeps an anonymous change on this device only', async () => {
    await changeTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(callMock).not.toHaveBeenCalled();
  });

  it('saves a signed-in change to the profile with {id, theme_preference}', async () => {
    const user = buildUser({ id: 4, theme_preference: 'dark' });
    authStore.setState({ user, isAuthenticated: true, isInitialized: true });
    answerCalls(callMock, { updateProfile: { ...user, theme_preference: 'auto' } });
    await changeTheme('auto');
    expect(callMock).toHaveBeenCalledWith('updateProfile', {
      params: { id: 4 },
      body: { id: 4, theme_preference: 'auto' },
    });
    expect(authStore.getState().user?.theme_preference).toBe('auto');
  });

  it("applies the user's preference when the user loads (R4.09)", () => {
    const stop = startThemeSync();
    useThemeStore.getState().setPreference('dark');
    notifyUserLoaded(buildUser({ theme_preference: 'light' }));
    expect(useThemeStore.getState().preference).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    stop();
  });
});
