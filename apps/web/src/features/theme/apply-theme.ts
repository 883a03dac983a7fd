import type { ResolvedTheme } from './theme-preference.ts';

const THEME_COLORS: Record<ResolvedTheme, string> = { dark: '#0b0f14', light: '#f3f6fa' };
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Put the theme class on <html> (the CSS variables hang off it) and tint the browser chrome. */
export function applyResolvedTheme(theme: ResolvedTheme, doc: Document = document): void {
  const root = doc.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(theme);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY).matches : true;
}

/** Call `onChange` whenever the OS switches between dark and light; returns the unsubscribe. */
export function watchSystemTheme(onChange: (prefersDark: boolean) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
