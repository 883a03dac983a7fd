import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from './theme-preference.ts';
import { startTheme, useThemeStore } from './theme-store.ts';

/** A controllable `prefers-color-scheme: dark` media query. */
function fakeColourScheme(prefersDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: prefersDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    set(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
  };
}

describe('theme modes (spec §4 Theme)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useThemeStore.getState().setPreference('dark');
  });

  it('offers dark, light and auto, and starts dark (R4.37)', () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    expect(['dark', 'light', 'auto']).toContain(useThemeStore.getState().preference);
    expect(useThemeStore.getState().resolved).toBe('dark');
  });

  it('saves a change to local storage (R4.39)', () => {
    useThemeStore.getState().setPreference('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('auto follows the system colour scheme while it changes (R4.38)', () => {
    const system = fakeColourScheme(true);
    startTheme();
    useThemeStore.getState().setPreference('auto');
    expect(document.documentElement).toHaveClass('dark');

    system.set(false);
    expect(useThemeStore.getState().resolved).toBe('light');
    expect(document.documentElement).toHaveClass('light');

    system.set(true);
    expect(document.documentElement).toHaveClass('dark');
  });

  it('a fixed theme ignores the system (R4.38)', () => {
    const system = fakeColourScheme(true);
    startTheme();
    useThemeStore.getState().setPreference('dark');
    system.set(false);
    expect(document.documentElement).toHaveClass('dark');
  });
});
