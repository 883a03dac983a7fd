import { GESTURE_LIMITS } from '@shred/game';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tap, touchEvent } from './touch-events.testing.ts';
import { useDoubleTapGuard } from './use-double-tap-guard.ts';
// Registers Testing Library's cleanup between tests.
import '../../testing/render.tsx';

let clock = 0;
const now = () => clock;

function Probe() {
  useDoubleTapGuard(undefined, now);
  return <button type="button">Play Now</button>;
}

describe('useDoubleTapGuard (spec §5)', () => {
  it('R9.42 uses the 300 ms double-tap window', () => {
    expect(GESTURE_LIMITS.doubleTapWindowMs).toBe(300);
  });

  it('R5.22 cancels a second tap within 300 ms, so no click or zoom follows', () => {
    render(<Probe />);
    clock = 10_000;
    expect(tap(document.body).defaultPrevented).toBe(false);
    clock += 300;
    expect(tap(document.body).defaultPrevented).toBe(true);
  });

  it('R5.22 lets a tap more than 300 ms after the previous one through', () => {
    render(<Probe />);
    clock = 20_000;
    tap(document.body);
    clock += 301;
    expect(tap(document.body).defaultPrevented).toBe(false);
  });

  it('counts every tap as the start of a new window, suppressed or not', () => {
    render(<Probe />);
    clock = 30_000;
    tap(document.body);
    clock += 200;
    expect(tap(document.body).defaultPrevented).toBe(true);
    clock += 200;
    expect(tap(document.body).defaultPrevented).toBe(true);
  });

  it('leaves the end of a multi-finger gesture alone', () => {
    render(<Probe />);
    clock = 40_000;
    tap(document.body);
    clock += 50;
    const end = touchEvent('touchend', { touches: [{ x: 1, y: 1 }], changed: [{ x: 2, y: 2 }] });
    document.body.dispatchEvent(end);
    expect(end.defaultPrevented).toBe(false);
  });
});
