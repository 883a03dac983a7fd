import type { ThemePreference } from '@shred/contract';
import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { AutoThemeIcon, MoonIcon, SunIcon } from '../../ui/icons.tsx';
import { THEME_CHOICES } from './theme-preference.ts';
import { useThemeStore } from './theme-store.ts';
import { changeTheme } from './theme-sync.ts';

const LABELS: Record<ThemePreference, { text: string; icon: ReactNode }> = {
  dark: { text: 'Dark', icon: <MoonIcon width={18} height={18} /> },
  light: { text: 'Light', icon: <SunIcon width={18} height={18} /> },
  auto: { text: 'Auto', icon: <AutoThemeIcon width={18} height={18} /> },
};

/** Dark / Light / Auto as a radio group, so arrow keys move between the three choices. */
export function ThemeSwitch() {
  const preference = useThemeStore((state) => state.preference);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-fg">Theme</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-surface-2 p-1">
        {THEME_CHOICES.map((choice) => (
          <label
            key={choice}
            className={cx(
              'flex cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              preference === choice ? 'bg-surface text-fg shadow-card' : 'text-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={choice}
              checked={preference === choice}
              onChange={() => void changeTheme(choice)}
              className="sr-only"
            />
            {LABELS[choice].icon}
            {LABELS[choice].text}
          </label>
        ))}
      </div>
      <p className="text-xs text-muted">Auto follows your device's light or dark setting.</p>
    </fieldset>
  );
}
