import { type RefObject, useEffect, useRef } from 'react';
import { dragToCloseApplies, scrollOffsetWithin, shouldCloseOnDrag } from './drag-to-close.ts';

interface Drag {
  startY: number;
  startScrollTop: number;
  deltaY: number;
}

/** Movement below this is a tap, not a drag: the click it ends in still goes through. */
const TAP_SLOP_PX = 6;

/**
 * Drag a modal down to close it (spec §4 Modals). The panel follows the finger or mouse;
 * letting go past the threshold closes it, anything less springs it back. Mouse and pen come
 * as pointer events; touch as touch events, because the browser cancels the pointer stream of
 * a touch the moment it starts to scroll.
 */
export function useDragToClose(
  panelRef: RefObject<HTMLElement | null>,
  { enabled, onClose }: { enabled: boolean; onClose: () => void },
): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !enabled) return;
    let drag: Drag | undefined;

    const setOffset = (px: number, animate: boolean) => {
      panel.style.transition = animate ? 'transform 200ms ease-out' : 'none';
      panel.style.transform = px > 0 ? `translateY(${px}px)` : '';
    };

    const start = (y: number, target: EventTarget | null) => {
      if (!dragToCloseApplies(window.innerWidth)) return;
      const startScrollTop = scrollOffsetWithin(target, panel);
      // Only a drag from the scroll top closes; further down, the gesture scrolls the content.
      drag = startScrollTop > 0 ? undefined : { startY: y, startScrollTop, deltaY: 0 };
    };

    /** Answers whether the move was taken as a drag (so the browser must not scroll too). */
    const move = (y: number): boolean => {
      if (!drag) return false;
      drag.deltaY = y - drag.startY;
      if (drag.deltaY < -TAP_SLOP_PX) {
        // Going up: the user scrolls the content; this is no longer a close gesture.
        drag = undefined;
        setOffset(0, true);
        return false;
      }
      if (drag.deltaY <= TAP_SLOP_PX) return false;
      setOffset(drag.deltaY, false);
      return true;
    };

    const end = () => {
      if (!drag) return;
      const sample = { ...drag, viewportWidth: window.innerWidth };
      const dragged = drag.deltaY > TAP_SLOP_PX;
      drag = undefined;
      if (dragged) swallowNextClick();
      if (shouldCloseOnDrag(sample)) onCloseRef.current();
      else setOffset(0, true);
    };

    const swallowNextClick = () => {
      const swallow = (event: MouseEvent) => {
        event.preventDefault();
        event.stopPropagation();
      };
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
    };

    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      start(event.clientY, event.target);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      if (move(event.clientY)) event.preventDefault();
    };
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') end();
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length === 1 && touch) start(touch.clientY, event.target);
      else drag = undefined;
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && move(touch.clientY) && event.cancelable) event.preventDefault();
    };

    panel.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    panel.addEventListener('touchstart', onTouchStart, { passive: true });
    panel.addEventListener('touchmove', onTouchMove, { passive: false });
    panel.addEventListener('touchend', end);
    panel.addEventListener('touchcancel', end);
    return () => {
      panel.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      panel.removeEventListener('touchstart', onTouchStart);
      panel.removeEventListener('touchmove', onTouchMove);
      panel.removeEventListener('touchend', end);
      panel.removeEventListener('touchcancel', end);
    };
  }, [panelRef, enabled]);
}
