import { describe, expect, it } from 'vitest';
import { applyResolvedTheme } from './apply-theme.ts';
import { readStoredTheme, resolveTheme, storeTheme, THEME_STORAGE_KEY } from './theme-preference.ts';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe('theme preference (spec §4 Theme, R1.22)', () => {
  it('defaults to dark when nothing is stored (R9.30)', () => {
    expect(readStoredTheme(memoryStorage())).toBe('dark');
  });

  it('ignores an unknown stored value and falls back to dark', () => {
    expect(readStoredTheme(memoryStorage({ [THEME_STORAGE_KEY]: 'neon' }))).toBe('dark');
  });

  it('remembers a change in local storage (R3.41)', () => {
    const storage = memoryStorage();
    storeTheme(storage, 'light');
    expect(readStoredTheme(storage)).toBe('light');
  });

  it('auto follows the system setting', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('applies the theme as a class on <html>', () => {
    applyResolvedTheme('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    applyResolvedTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
  });
});
