import { GESTURE_LIMITS, type SwipeDirection } from '@shred/game';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { swipeFinger } from './touch-events.testing.ts';
import { useSwipe } from './use-swipe.ts';
// Registers Testing Library's cleanup between tests.
import '../../testing/render.tsx';

function Carousel({ onSwipe }: { onSwipe: (direction: SwipeDirection) => void }) {
  const swipe = useSwipe(onSwipe);
  return (
    <div data-testid="carousel" {...swipe}>
      slides
    </div>
  );
}

function setup() {
  const onSwipe = vi.fn();
  render(<Carousel onSwipe={onSwipe} />);
  return { onSwipe, area: screen.getByTestId('carousel') };
}

describe('useSwipe (spec §5)', () => {
  it('R5.17 R9.38 counts a finger swipe only beyond 50 px of travel', () => {
    const { onSwipe, area } = setup();
    expect(GESTURE_LIMITS.swipeMinPx).toBe(50);
    swipeFinger(area, { x: 200, y: 300 }, { x: 150, y: 300 });
    expect(onSwipe).not.toHaveBeenCalled();
    swipeFinger(area, { x: 200, y: 300 }, { x: 149, y: 300 });
    expect(onSwipe).toHaveBeenLastCalledWith('left');
    swipeFinger(area, { x: 200, y: 300 }, { x: 251, y: 310 });
    expect(onSwipe).toHaveBeenLastCalledWith('right');
    swipeFinger(area, { x: 200, y: 300 }, { x: 190, y: 220 });
    expect(onSwipe).toHaveBeenLastCalledWith('up');
    expect(onSwipe).toHaveBeenCalledTimes(3);
  });

  it('R5.18 counts a swipe only when it is mainly along one axis', () => {
    const { onSwipe, area } = setup();
    swipeFinger(area, { x: 100, y: 100 }, { x: 180, y: 180 });
    expect(onSwipe).not.toHaveBeenCalled();
    swipeFinger(area, { x: 100, y: 100 }, { x: 140, y: 190 });
    expect(onSwipe).toHaveBeenCalledWith('down');
  });

  it('takes a mouse or pen drag through pointer events, and leaves fingers to the touch events', () => {
    const { onSwipe, area } = setup();
    fireEvent.pointerDown(area, { pointerType: 'mouse', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(area, { pointerType: 'mouse', clientX: 200, clientY: 110 });
    expect(onSwipe).toHaveBeenCalledWith('left');
    fireEvent.pointerDown(area, { pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(area, { pointerType: 'touch', clientX: 200, clientY: 100 });
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });

  it('ignores a gesture that was cancelled or ended without a start', () => {
    const { onSwipe, area } = setup();
    fireEvent.pointerDown(area, { pointerType: 'mouse', clientX: 300, clientY: 100 });
    fireEvent.pointerCancel(area);
    fireEvent.pointerUp(area, { pointerType: 'mouse', clientX: 100, clientY: 100 });
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
