import type { ThemePreference } from '@shred/contract';

export type ResolvedTheme = 'dark' | 'light';

/** Local storage key of the theme preference (spec §3 "Local storage: theme preference"). */
export const THEME_STORAGE_KEY = 'themePreference';
export const DEFAULT_THEME: ThemePreference = 'dark';
export const THEME_CHOICES: readonly ThemePreference[] = ['dark', 'light', 'auto'];

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The saved preference, or dark when nothing valid is stored (spec §4 Theme: default dark). */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined): ThemePreference {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(value) ? value : DEFAULT_THEME;
  } catch {
    // Storage can throw in private modes; the default keeps the app usable.
    return DEFAULT_THEME;
  }
}

export function storeTheme(storage: Pick<Storage, 'setItem'> | undefined, preference: ThemePreference): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not persisting is acceptable: the choice still applies for this visit.
  }
}

/** Auto follows the system; dark and light are fixed. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
