import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActiveGameMode, setActiveGameMode } from '../../api/index.ts';
import { clearBreadcrumbs, readBreadcrumbs } from '../../platform/index.ts';
import { GAME_MODE_STORAGE_KEY, gameModeFromPath, resolveGameMode } from './game-mode-rule.ts';
import { evaluateGameMode, gameModeStore, type NavigationSource, startGameMode } from './game-mode-store.ts';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

/** A stand-in for the data router: a location, a pending navigation and subscribers. */
function fakeRouter(pathname: string) {
  const listeners = new Set<(state: NavigationSource['state']) => void>();
  const router: NavigationSource & { go(path: string): void; start(path: string): void } = {
    state: { location: { pathname }, navigation: {} },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(path) {
      router.state = { ...router.state, navigation: { location: { pathname: path } } };
      for (const l of listeners) l(router.state);
    },
    go(path) {
      router.state = { location: { pathname: path }, navigation: {} };
      for (const l of listeners) l(router.state);
    },
  };
  return router;
}

afterEach(() => {
  gameModeStore.setState({ mode: null });
  setActiveGameMode(null);
});

describe('game mode from the path (spec §4 Game mode)', () => {
  it('gives manager under /manager (R4.26)', () => {
    expect(gameModeFromPath('/manager')).toBe('manager');
    expect(gameModeFromPath('/manager/events/x')).toBe('manager');
  });

  it('gives quickplay under /quickplay (R4.27)', () => {
    expect(gameModeFromPath('/quickplay')).toBe('quickplay');
    expect(gameModeFromPath('/quickplay/cup/1')).toBe('quickplay');
  });

  it('gives all under /admin (R1.09, R4.28)', () => {
    expect(gameModeFromPath('/admin/settings')).toBe('all');
  });

  it('does not read a mode into look-alike paths', () => {
    expect(gameModeFromPath('/managers')).toBeNull();
    expect(gameModeFromPath('/profile/manager')).toBeNull();
  });

  it('uses the stored value on any other path (R4.29, A16)', () => {
    expect(resolveGameMode('/profile/kai', 'quickplay')).toEqual({ mode: 'quickplay', source: 'stored' });
    expect(resolveGameMode('/profile/kai', 'nonsense')).toEqual({ mode: null, source: 'none' });
  });
});

describe('game mode store', () => {
  it('saves a mode read from the path in local storage, so neutral pages reuse it (R3.41, A16)', () => {
    const storage = memoryStorage();
    expect(evaluateGameMode('/quickplay', { storage, warn: vi.fn() })).toBe('quickplay');
    expect(storage.getItem(GAME_MODE_STORAGE_KEY)).toBe('quickplay');
    expect(evaluateGameMode('/settings', { storage, warn: vi.fn() })).toBe('quickplay');
  });

  it('raises a warning when neither the path nor storage has a mode (R4.30)', () => {
    const warn = vi.fn();
    expect(evaluateGameMode('/profile/kai', { storage: memoryStorage(), warn })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No game mode for /profile/kai'));
  });

  it('raises that warning as an error-reporting breadcrumb, not on the console (R4.30)', () => {
    clearBreadcrumbs();
    const warn = vi.spyOn(console, 'warn');
    expect(evaluateGameMode('/login', { storage: memoryStorage() })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(readBreadcrumbs()).toEqual([
      expect.objectContaining({
        category: 'game-mode',
        level: 'warning',
        message: expect.stringContaining('No game mode for /login'),
      }),
    ]);
    warn.mockRestore();
  });

  it('hands the mode to the API client, which adds it to every call', () => {
    evaluateGameMode('/admin/dashboard', { storage: memoryStorage(), warn: vi.fn() });
    expect(getActiveGameMode()).toBe('all');
    expect(gameModeStore.getState().mode).toBe('all');
  });

  it('is evaluated at start and on every navigation, as soon as it starts (R4.31)', () => {
    const storage = memoryStorage();
    const router = fakeRouter('/manager');
    const stop = startGameMode(router, { storage, warn: vi.fn() });
    expect(getActiveGameMode()).toBe('manager');

    router.start('/quickplay/cup');
    expect(getActiveGameMode()).toBe('quickplay');
    router.go('/quickplay/cup');
    router.go('/admin');
    expect(getActiveGameMode()).toBe('all');
    router.go('/profile/kai');
    expect(getActiveGameMode()).toBe('all');

    stop();
    router.go('/manager');
    expect(getActiveGameMode()).toBe('all');
  });
});
