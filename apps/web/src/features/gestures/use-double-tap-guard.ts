import { isSuppressedTap } from '@shred/game';
import { useEffect } from 'react';

const monotonicNow = (): number => performance.now();

/**
 * Spec §5 (R5.22): a tap within 300 ms of the previous one is suppressed. The second
 * touchend is cancelled, so no click follows and iOS does not zoom. The rule is
 * `isSuppressedTap` of the game package; every tap, suppressed or not, starts a new window.
 */
export function useDoubleTapGuard(target?: EventTarget, now: () => number = monotonicNow): void {
  useEffect(() => {
    const on = target ?? document;
    let previousTapAt: number | null = null;
    const onTouchEnd = (event: Event) => {
      // A finger still down means a multi-finger gesture is ending, not a tap.
      if (((event as TouchEvent).touches?.length ?? 0) > 0) return;
      const at = now();
      if (isSuppressedTap(previousTapAt, at) && event.cancelable) event.preventDefault();
      previousTapAt = at;
    };
    on.addEventListener('touchend', onTouchEnd, { passive: false });
    return () => on.removeEventListener('touchend', onTouchEnd);
  }, [target, now]);
}
