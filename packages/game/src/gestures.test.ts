import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GESTURE_LIMITS, isBackSwipe, isSuppressedTap, swipeDirection } from './gestures.ts';

const at = (x: number, y: number) => ({ x, y });
const origin = at(100, 100);

describe('swipeDirection (spec §5)', () => {
  it('R9.38 pins the swipe threshold at 50 px', () => {
    expect(GESTURE_LIMITS.swipeMinPx).toBe(50);
  });
  it('R5.17 counts a swipe only beyond 50 px of travel', () => {
    expect(swipeDirection(origin, at(150, 100))).toBeNull();
    expect(swipeDirection(origin, at(151, 100))).toBe('right');
    expect(swipeDirection(origin, at(49, 100))).toBe('left');
    expect(swipeDirection(origin, at(100, 151))).toBe('down');
    expect(swipeDirection(origin, at(100, 49))).toBe('up');
    expect(swipeDirection(origin, at(100, 50))).toBeNull();
  });
  it('R5.18 counts a swipe only when it is mainly along one axis', () => {
    expect(swipeDirection(origin, at(180, 140))).toBe('right');
    expect(swipeDirection(origin, at(140, 180))).toBe('down');
    expect(swipeDirection(origin, at(180, 180))).toBeNull();
    expect(swipeDirection(origin, at(20, 20))).toBeNull();
  });
  it('ignores non-finite coordinates', () => {
    expect(swipeDirection(origin, at(Number.NaN, 300))).toBeNull();
    expect(swipeDirection(origin, at(Number.POSITIVE_INFINITY, 100))).toBeNull();
  });
  it('R5.17 R5.18 any detected swipe travels beyond 50 px along a dominant axis in its direction', () => {
    const coord = fc.integer({ min: -2000, max: 2000 });
    fc.assert(
      fc.property(coord, coord, coord, coord, (x0, y0, x1, y1) => {
        const dir = swipeDirection(at(x0, y0), at(x1, y1));
        const dx = x1 - x0;
        const dy = y1 - y0;
        if (dir === null) {
          expect(Math.abs(dx) === Math.abs(dy) || Math.max(Math.abs(dx), Math.abs(dy)) <= 50).toBe(true);
          return;
        }
        const main = dir === 'left' || dir === 'right' ? dx : dy;
        const cross = dir === 'left' || dir === 'right' ? dy : dx;
        expect(Math.abs(main)).toBeGreaterThan(50);
        expect(Math.abs(main)).toBeGreaterThan(Math.abs(cross));
        expect(Math.sign(main)).toBe(dir === 'right' || dir === 'down' ? 1 : -1);
        expect(swipeDirection(at(x1, y1), at(x0, y0))).toBe(
          { left: 'right', right: 'left', up: 'down', down: 'up' }[dir],
        );
      }),
    );
  });
});

describe('isBackSwipe (spec §5, native)', () => {
  const swipe = (x0: number, x1: number, dy = 0, blocked = false) => ({
    start: at(x0, 300),
    end: at(x1, 300 + dy),
    blocked,
  });
  it('R9.39 R9.40 R9.41 pins the edge 20 px, across 60 px and vertical 30 px', () => {
    expect(GESTURE_LIMITS).toMatchObject({
      backSwipeEdgePx: 20,
      backSwipeMinAcrossPx: 60,
      backSwipeMaxVerticalPx: 30,
    });
  });
  it('R5.19 must start within 20 px of the left edge', () => {
    expect(isBackSwipe(swipe(0, 100))).toBe(true);
    expect(isBackSwipe(swipe(20, 100))).toBe(true);
    expect(isBackSwipe(swipe(21, 120))).toBe(false);
    expect(isBackSwipe(swipe(-5, 100))).toBe(false);
  });
  it('R5.20 needs at least 60 px across to the right', () => {
    expect(isBackSwipe(swipe(10, 70))).toBe(true);
    expect(isBackSwipe(swipe(10, 69))).toBe(false);
    expect(isBackSwipe(swipe(10, -60))).toBe(false);
  });
  it('R5.20 allows at most 30 px vertically, up or down', () => {
    expect(isBackSwipe(swipe(10, 100, 30))).toBe(true);
    expect(isBackSwipe(swipe(10, 100, -30))).toBe(true);
    expect(isBackSwipe(swipe(10, 100, 31))).toBe(false);
    expect(isBackSwipe(swipe(10, 100, -31))).toBe(false);
  });
  it('R5.21 is ignored on routes that block it', () => {
    expect(isBackSwipe(swipe(0, 200, 0, true))).toBe(false);
  });
  it('ignores non-finite coordinates', () => {
    expect(isBackSwipe(swipe(Number.NaN, 100))).toBe(false);
    expect(isBackSwipe(swipe(0, Number.POSITIVE_INFINITY))).toBe(false);
  });
  it('R5.19–R5.21 accepts exactly the gestures inside all three limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 60 }),
        fc.integer({ min: -100, max: 300 }),
        fc.integer({ min: -80, max: 80 }),
        fc.boolean(),
        (x0, dx, dy, blocked) => {
          const expected = !blocked && x0 >= 0 && x0 <= 20 && dx >= 60 && Math.abs(dy) <= 30;
          expect(isBackSwipe({ start: at(x0, 0), end: at(x0 + dx, dy), blocked })).toBe(expected);
        },
      ),
    );
  });
});

describe('isSuppressedTap (spec §5 double tap)', () => {
  it('R9.42 pins the double-tap window at 300 ms', () => {
    expect(GESTURE_LIMITS.doubleTapWindowMs).toBe(300);
  });
  it('R5.22 suppresses a second tap within 300 ms', () => {
    expect(isSuppressedTap(1_000, 1_000)).toBe(true);
    expect(isSuppressedTap(1_000, 1_150)).toBe(true);
    expect(isSuppressedTap(1_000, 1_300)).toBe(true);
  });
  it('R5.22 lets a tap after 300 ms through', () => {
    expect(isSuppressedTap(1_000, 1_301)).toBe(false);
    expect(isSuppressedTap(1_000, 5_000)).toBe(false);
  });
  it('lets the first tap through, and a clock that went backwards or is not finite', () => {
    expect(isSuppressedTap(null, 0)).toBe(false);
    expect(isSuppressedTap(1_000, 900)).toBe(false);
    expect(isSuppressedTap(Number.NaN, 1_000)).toBe(false);
  });
});
