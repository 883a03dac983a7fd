import { useEffect } from 'react';

/** Safari's own pinch events (iOS ignores `user-scalable=no` in the viewport meta). */
export const PINCH_EVENTS = ['gesturestart', 'gesturechange', 'gestureend'] as const;

/**
 * Spec §5 (R5.23): pinch zoom is disabled. The viewport meta (`user-scalable=no`,
 * `maximum-scale=1`) and `touch-action` in the styles cover Chromium and Firefox; this
 * cancels the gesture events iOS Safari zooms on.
 */
export function usePinchZoomGuard(target?: EventTarget): void {
  useEffect(() => {
    const on = target ?? document;
    const cancel = (event: Event) => {
      if (event.cancelable) event.preventDefault();
    };
    for (const type of PINCH_EVENTS) on.addEventListener(type, cancel, { passive: false });
    return () => {
      for (const type of PINCH_EVENTS) on.removeEventListener(type, cancel);
    };
  }, [target]);
}
