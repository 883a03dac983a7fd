import { GESTURE_LIMITS } from '@shred/game';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FingerAt, swipeFinger, touchEvent } from './touch-events.testing.ts';
import { useBackSwipe } from './use-back-swipe.ts';
// Registers Testing Library's cleanup between tests.
import '../../testing/render.tsx';

function Probe(props: { enabled: boolean; blocked: boolean; onBack: () => void }) {
  useBackSwipe(props);
  return null;
}

function setup({ enabled = true, blocked = false } = {}) {
  const onBack = vi.fn();
  const view = render(<Probe enabled={enabled} blocked={blocked} onBack={onBack} />);
  const swipe = (from: FingerAt, to: FingerAt) => swipeFinger(document.body, from, to);
  return { onBack, swipe, view };
}

describe('useBackSwipe (spec §5, native only)', () => {
  it('R9.39 R9.40 R9.41 uses the 20 px edge, 60 px across and 30 px vertical limits', () => {
    expect(GESTURE_LIMITS).toMatchObject({
      backSwipeEdgePx: 20,
      backSwipeMinAcrossPx: 60,
      backSwipeMaxVerticalPx: 30,
    });
  });

  it('R5.19 goes back on a swipe starting within 20 px of the left edge, not further in', () => {
    const { onBack, swipe } = setup();
    swipe({ x: 21, y: 400 }, { x: 200, y: 400 });
    expect(onBack).not.toHaveBeenCalled();
    swipe({ x: 20, y: 400 }, { x: 200, y: 400 });
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('R5.20 needs at least 60 px across and at most 30 px vertically', () => {
    const { onBack, swipe } = setup();
    swipe({ x: 5, y: 400 }, { x: 64, y: 400 });
    swipe({ x: 5, y: 400 }, { x: 120, y: 431 });
    expect(onBack).not.toHaveBeenCalled();
    swipe({ x: 5, y: 400 }, { x: 65, y: 370 });
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('R5.21 R2.110 is ignored on a route that blocks it', () => {
    const { onBack, swipe, view } = setup({ blocked: true });
    swipe({ x: 0, y: 400 }, { x: 200, y: 400 });
    expect(onBack).not.toHaveBeenCalled();
    // The route changes to one that allows it: the same listeners now go back.
    view.rerender(<Probe enabled blocked={false} onBack={onBack} />);
    swipe({ x: 0, y: 400 }, { x: 200, y: 400 });
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('is off unless enabled (web), and stops listening when unmounted', () => {
    const off = setup({ enabled: false });
    off.swipe({ x: 0, y: 400 }, { x: 200, y: 400 });
    expect(off.onBack).not.toHaveBeenCalled();
    off.view.unmount();

    const on = setup();
    on.view.unmount();
    on.swipe({ x: 0, y: 400 }, { x: 200, y: 400 });
    expect(on.onBack).not.toHaveBeenCalled();
  });

  it('ignores two-finger gestures', () => {
    const { onBack } = setup();
    const fingers = [
      { x: 5, y: 400 },
      { x: 100, y: 500 },
    ];
    document.body.dispatchEvent(touchEvent('touchstart', { touches: fingers, changed: fingers }));
    document.body.dispatchEvent(touchEvent('touchend', { changed: [{ x: 200, y: 400 }] }));
    expect(onBack).not.toHaveBeenCalled();
  });
});
