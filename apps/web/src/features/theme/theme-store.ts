import type { ThemePreference } from '@shred/contract';
import { create } from 'zustand';
import { applyResolvedTheme, systemPrefersDark, watchSystemTheme } from './apply-theme.ts';
import { type ResolvedTheme, readStoredTheme, resolveTheme, storeTheme } from './theme-preference.ts';

interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  /** Apply and remember a preference on this device. Saving it to the profile is theme-sync's job. */
  setPreference: (preference: ThemePreference) => void;
}

const safeStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

export const useThemeStore = create<ThemeState>()((set) => {
  const preference = readStoredTheme(safeStorage());
  return {
    preference,
    resolved: resolveTheme(preference, systemPrefersDark()),
    setPreference: (next) => {
      storeTheme(safeStorage(), next);
      const resolved = resolveTheme(next, systemPrefersDark());
      applyResolvedTheme(resolved);
      set({ preference: next, resolved });
    },
  };
});

let stopWatching: (() => void) | undefined;

/** Apply the stored theme at start and keep "auto" in step with the OS (spec §4 Theme). */
export function startTheme(): void {
  applyResolvedTheme(useThemeStore.getState().resolved);
  stopWatching?.();
  stopWatching = watchSystemTheme((prefersDark) => {
    const { preference } = useThemeStore.getState();
    if (preference !== 'auto') return;
    const resolved = resolveTheme('auto', prefersDark);
    applyResolvedTheme(resolved);
    useThemeStore.setState({ resolved });
  });
}
