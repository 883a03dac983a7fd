import { isBackSwipe, type TouchPoint } from '@shred/game';
import { useEffect, useRef } from 'react';

export interface BackSwipeOptions {
  /** Only on native platforms (spec §5): pass the platform's `isNative`. */
  enabled: boolean;
  /** The current route blocks it (no back-tracking, R2.110, R5.21). */
  blocked: boolean;
  onBack: () => void;
  /** Where the touches are heard; the document by default. */
  target?: EventTarget;
}

const firstTouch = (event: Event, list: 'touches' | 'changedTouches'): TouchPoint | null => {
  const touches = (event as TouchEvent)[list];
  const touch = touches?.[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
};

/**
 * The native back-swipe (spec §5, R5.19–R5.21): a one-finger swipe from within 20 px of the
 * left edge, at least 60 px across and at most 30 px up or down, calls `onBack` unless the
 * route blocks it. The thresholds are `isBackSwipe` of the game package.
 */
export function useBackSwipe({ enabled, blocked, onBack, target }: BackSwipeOptions): void {
  const latest = useRef({ blocked, onBack });
  latest.current = { blocked, onBack };

  useEffect(() => {
    if (!enabled) return;
    const on = target ?? document;
    let start: TouchPoint | null = null;
    const onStart = (event: Event) => {
      const many = ((event as TouchEvent).touches?.length ?? 0) > 1;
      start = many ? null : firstTouch(event, 'touches');
    };
    const onEnd = (event: Event) => {
      const end = firstTouch(event, 'changedTouches');
      const from = start;
      start = null;
      if (!from || !end) return;
      if (isBackSwipe({ start: from, end, blocked: latest.current.blocked })) latest.current.onBack();
    };
    const onCancel = () => {
      start = null;
    };
    on.addEventListener('touchstart', onStart, { passive: true });
    on.addEventListener('touchend', onEnd, { passive: true });
    on.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      on.removeEventListener('touchstart', onStart);
      on.removeEventListener('touchend', onEnd);
      on.removeEventListener('touchcancel', onCancel);
    };
  }, [enabled, target]);
}
