import { useEffect } from 'react';
import { addBreadcrumb, getPlatform, type StatusBarTone } from '../../platform/index.ts';
import type { StatusBarStyle } from '../route-meta/route-meta.ts';
import type { ResolvedTheme } from './theme-preference.ts';
import { useThemeStore } from './theme-store.ts';

/** Spec §9: the status bar follows a route change after a short delay, once the page has painted. */
export const STATUS_BAR_DELAY_MS = 10;

/** Spec §4 Theme: the route's own style, or the light/dark theme when the route says auto (R4.41, R4.42). */
export function statusBarToneFor(routeStyle: StatusBarStyle, theme: ResolvedTheme): StatusBarTone {
  return routeStyle === 'auto' ? theme : routeStyle;
}

/** Keep the native status bar in step with the current route and theme (a no-op on web). */
export function useStatusBar(routeStyle: StatusBarStyle): void {
  const theme = useThemeStore((state) => state.resolved);
  const tone = statusBarToneFor(routeStyle, theme);
  useEffect(() => {
    const timer = setTimeout(() => {
      getPlatform()
        .setStatusBarStyle(tone)
        .catch((error: unknown) =>
          addBreadcrumb('platform', 'Could not set the status bar style', { level: 'warning', error }),
        );
    }, STATUS_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tone]);
}
