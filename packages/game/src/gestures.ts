/**
 * Touch gestures (spec §5, §9, R5.17–R5.22, R9.38–R9.42). Coordinates are CSS pixels with
 * y growing downwards; times are milliseconds.
 */
export const GESTURE_LIMITS = Object.freeze({
  /** A swipe counts only beyond this travel along its main axis. */
  swipeMinPx: 50,
  /** A back-swipe starts within this distance of the left edge. */
  backSwipeEdgePx: 20,
  backSwipeMinAcrossPx: 60,
  backSwipeMaxVerticalPx: 30,
  /** A second tap within this window of the previous one is suppressed. */
  doubleTapWindowMs: 300,
});

export interface TouchPoint {
  readonly x: number;
  readonly y: number;
}

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

const finite = (...values: number[]): boolean => values.every(Number.isFinite);

/**
 * The swipe's direction, or null when it is not a swipe: travel along the main axis must
 * exceed 50 px and be strictly greater than the travel along the other axis (a perfect
 * diagonal is no swipe).
 */
export function swipeDirection(start: TouchPoint, end: TouchPoint): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (!finite(dx, dy)) return null;
  const across = Math.abs(dx);
  const along = Math.abs(dy);
  if (across > along && across > GESTURE_LIMITS.swipeMinPx) return dx > 0 ? 'right' : 'left';
  if (along > across && along > GESTURE_LIMITS.swipeMinPx) return dy > 0 ? 'down' : 'up';
  return null;
}

export interface BackSwipe {
  readonly start: TouchPoint;
  readonly end: TouchPoint;
  /** The current route blocks the back gesture. */
  readonly blocked: boolean;
}

/**
 * A native back-swipe: starts within 20 px of the left edge (0 ≤ x ≤ 20), moves at least
 * 60 px to the right, at most 30 px up or down, on a route that does not block it.
 */
export function isBackSwipe({ start, end, blocked }: BackSwipe): boolean {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (blocked || !finite(start.x, dx, dy)) return false;
  return (
    start.x >= 0 &&
    start.x <= GESTURE_LIMITS.backSwipeEdgePx &&
    dx >= GESTURE_LIMITS.backSwipeMinAcrossPx &&
    Math.abs(dy) <= GESTURE_LIMITS.backSwipeMaxVerticalPx
  );
}

/**
 * True when a tap at `tapAtMs` comes within 300 ms (inclusive) of the previous tap and must
 * be suppressed. The caller records every tap's time, suppressed or not, as the next
 * `previousTapAtMs`. No previous tap, or a clock that went backwards, never suppresses.
 */
export function isSuppressedTap(previousTapAtMs: number | null, tapAtMs: number): boolean {
  if (previousTapAtMs === null) return false;
  const gap = tapAtMs - previousTapAtMs;
  return Number.isFinite(gap) && gap >= 0 && gap <= GESTURE_LIMITS.doubleTapWindowMs;
}
