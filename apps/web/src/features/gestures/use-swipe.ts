import { type SwipeDirection, swipeDirection, type TouchPoint } from '@shred/game';
import { useMemo, useRef } from 'react';

/** Spread onto the element that takes the swipe (a carousel, a slide-up panel). */
export interface SwipeHandlers {
  onTouchStart: (event: { touches: ArrayLike<{ clientX: number; clientY: number }> }) => void;
  onTouchEnd: (event: { changedTouches: ArrayLike<{ clientX: number; clientY: number }> }) => void;
  onTouchCancel: () => void;
  onPointerDown: (event: { pointerType: string; clientX: number; clientY: number }) => void;
  onPointerUp: (event: { pointerType: string; clientX: number; clientY: number }) => void;
  onPointerCancel: () => void;
}

/**
 * Swipe detection (spec §5, R5.17, R5.18): `onSwipe` gets the direction of a gesture that
 * travelled more than 50 px, mainly along one axis (the rule is `swipeDirection` of the game
 * package). Fingers come through touch events, which keep firing while the page scrolls;
 * a mouse or pen through pointer events, so a desktop drag works too.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void): SwipeHandlers {
  const start = useRef<TouchPoint | null>(null);
  const handler = useRef(onSwipe);
  handler.current = onSwipe;

  return useMemo(() => {
    const begin = (point: TouchPoint) => {
      start.current = point;
    };
    const finish = (end: TouchPoint) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const direction = swipeDirection(from, end);
      if (direction) handler.current(direction);
    };
    const cancel = () => {
      start.current = null;
    };
    return {
      onTouchStart: (event) => {
        const touch = event.touches[0];
        // A second finger makes it a pinch, not a swipe.
        if (touch && event.touches.length === 1) begin({ x: touch.clientX, y: touch.clientY });
        else cancel();
      },
      onTouchEnd: (event) => {
        const touch = event.changedTouches[0];
        if (touch) finish({ x: touch.clientX, y: touch.clientY });
      },
      onTouchCancel: cancel,
      onPointerDown: (event) => {
        if (event.pointerType !== 'touch') begin({ x: event.clientX, y: event.clientY });
      },
      onPointerUp: (event) => {
        if (event.pointerType !== 'touch') finish({ x: event.clientX, y: event.clientY });
      },
      onPointerCancel: cancel,
    };
  }, []);
}
