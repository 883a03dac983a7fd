import { useCallback, useSyncExternalStore } from 'react';

/** Spec §9 wide-screen cutoff (R9.36): from 1024 px up there is no bottom bar (R2.127). */
export const WIDE_SCREEN_MIN_PX = 1024;
export const WIDE_SCREEN_QUERY = `(min-width: ${WIDE_SCREEN_MIN_PX}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const mediaQuery = (query: string): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;

/** Whether a CSS media query matches now; re-renders when that changes. False where unknown. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery(query)?.matches ?? false,
    () => false,
  );
}

/** At least 1024 px wide: the desktop chrome (sidebar, top navbar) instead of the bottom bar. */
export const useIsWideScreen = (): boolean => useMediaQuery(WIDE_SCREEN_QUERY);

/** The visitor asked the system for less motion: page transitions are skipped. */
export const useReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
