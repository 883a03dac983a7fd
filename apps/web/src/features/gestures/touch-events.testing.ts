/** A touch point as the tests describe it: where a finger is, in CSS pixels. */
export interface FingerAt {
  x: number;
  y: number;
}

const touchList = (points: readonly FingerAt[]) =>
  points.map((p, identifier) => ({ identifier, clientX: p.x, clientY: p.y, pageX: p.x, pageY: p.y }));

/**
 * A touch event carrying `touches` and `changedTouches` lists: jsdom has no Touch
 * constructor, so the lists are plain objects with the fields the app reads.
 */
export function touchEvent(
  type: 'touchstart' | 'touchmove' | 'touchend' | 'touchcancel',
  { touches = [], changed = [] }: { touches?: readonly FingerAt[]; changed?: readonly FingerAt[] },
): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: touchList(touches) });
  Object.defineProperty(event, 'changedTouches', { value: touchList(changed) });
  return event;
}

/** One finger from `from` to `to`: touchstart then touchend on `target`. */
export function swipeFinger(target: EventTarget, from: FingerAt, to: FingerAt): void {
  target.dispatchEvent(touchEvent('touchstart', { touches: [from], changed: [from] }));
  target.dispatchEvent(touchEvent('touchend', { changed: [to] }));
}

/** A tap: touchstart and touchend at one point; answers the touchend event. */
export function tap(target: EventTarget, at: FingerAt = { x: 100, y: 100 }): Event {
  target.dispatchEvent(touchEvent('touchstart', { touches: [at], changed: [at] }));
  const end = touchEvent('touchend', { changed: [at] });
  target.dispatchEvent(end);
  return end;
}
