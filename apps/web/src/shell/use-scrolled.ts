import { useSyncExternalStore } from 'react';

/**
 * Spec §9 scrolled threshold (R9.35, design: the header turns solid and casts a shadow
 * once the page has scrolled more than this).
 */
export const SCROLLED_THRESHOLD_PX = 100;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True once the window has scrolled past `threshold` px. */
export function useScrolled(threshold = SCROLLED_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
