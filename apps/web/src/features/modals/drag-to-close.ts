import { DRAG_TO_CLOSE_PX, WIDE_SCREEN_MIN_PX } from './modal.constants.ts';

export interface DragSample {
  /** How far the pointer moved down since the drag started (negative: up). */
  deltaY: number;
  /** How far the modal's content was scrolled when the drag started. */
  startScrollTop: number;
  viewportWidth: number;
}

/**
 * Spec §4 Modals (R4.121, A23): on screens narrower than 1024 px, a drag that starts at the
 * modal's scroll top and goes down more than 100 px closes it.
 */
export function shouldCloseOnDrag({ deltaY, startScrollTop, viewportWidth }: DragSample): boolean {
  return viewportWidth < WIDE_SCREEN_MIN_PX && startScrollTop <= 0 && deltaY > DRAG_TO_CLOSE_PX;
}

/** Whether drags are considered at all at this width. */
export const dragToCloseApplies = (viewportWidth: number): boolean => viewportWidth < WIDE_SCREEN_MIN_PX;

/** How far the content under `target` is scrolled, summed over every scroller up to `root`. */
export function scrollOffsetWithin(target: EventTarget | null, root: Element): number {
  let offset = 0;
  let node: Element | null = target instanceof Element ? target : null;
  while (node) {
    offset += Math.max(0, node.scrollTop);
    if (node === root) break;
    node = node.parentElement;
  }
  return offset;
}
