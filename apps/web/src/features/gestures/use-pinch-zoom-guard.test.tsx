import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PINCH_EVENTS, usePinchZoomGuard } from './use-pinch-zoom-guard.ts';
// Registers Testing Library's cleanup between tests.
import '../../testing/render.tsx';

function Probe() {
  usePinchZoomGuard();
  return null;
}

describe('usePinchZoomGuard (spec §5)', () => {
  it("R5.23 cancels iOS Safari's pinch gesture events", () => {
    render(<Probe />);
    for (const type of PINCH_EVENTS) {
      const event = new Event(type, { bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
  });

  it('stops once unmounted', () => {
    const view = render(<Probe />);
    view.unmount();
    const event = new Event('gesturestart', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
