import { describe, expect, it } from 'vitest';
import { scrollOffsetWithin, shouldCloseOnDrag } from './drag-to-close.ts';
import { DRAG_TO_CLOSE_PX, WIDE_SCREEN_MIN_PX } from './modal.constants.ts';

const phone = { startScrollTop: 0, viewportWidth: 390 };

describe('drag to close (spec §4 Modals, A23)', () => {
  it('R9.34: the threshold is 100 px; the wide-screen cutoff 1024 px', () => {
    expect(DRAG_TO_CLOSE_PX).toBe(100);
    expect(WIDE_SCREEN_MIN_PX).toBe(1024);
  });

  it('R4.121: a drag down of more than 100 px from the scroll top closes on a small screen', () => {
    expect(shouldCloseOnDrag({ ...phone, deltaY: 101 })).toBe(true);
    expect(shouldCloseOnDrag({ ...phone, deltaY: 100 })).toBe(false);
    expect(shouldCloseOnDrag({ ...phone, deltaY: 40 })).toBe(false);
    expect(shouldCloseOnDrag({ ...phone, deltaY: -300 })).toBe(false);
  });

  it('R4.121: not when the content was scrolled when the drag began', () => {
    expect(shouldCloseOnDrag({ deltaY: 250, startScrollTop: 1, viewportWidth: 390 })).toBe(false);
  });

  it('R4.121 (A23): small means narrower than 1024 px', () => {
    expect(shouldCloseOnDrag({ deltaY: 250, startScrollTop: 0, viewportWidth: 1023 })).toBe(true);
    expect(shouldCloseOnDrag({ deltaY: 250, startScrollTop: 0, viewportWidth: 1024 })).toBe(false);
    expect(shouldCloseOnDrag({ deltaY: 250, startScrollTop: 0, viewportWidth: 1440 })).toBe(false);
  });

  it('measures the scroll offset over every scroller between the pointer and the modal', () => {
    const root = document.createElement('div');
    const list = document.createElement('div');
    const item = document.createElement('span');
    root.append(list);
    list.append(item);
    expect(scrollOffsetWithin(item, root)).toBe(0);
    Object.defineProperty(list, 'scrollTop', { value: 40, configurable: true });
    expect(scrollOffsetWithin(item, root)).toBe(40);
    expect(scrollOffsetWithin(null, root)).toBe(0);
  });
});
