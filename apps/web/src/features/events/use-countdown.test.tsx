import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

const START = Date.parse('2026-03-05T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function Clock({ target }: { target: number | null }) {
  const { countdown } = useCountdown(target);
  return <p data-testid="clock">{countdown?.text ?? 'no target'}</p>;
}

const text = () => screen.getByTestId('clock').textContent;

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the number of days with a day or more left (R4.91)', () => {
    render(<Clock target={START + 3 * DAY + 5 * HOUR} />);
    expect(text()).toBe('3 days');
  });

  it('moves from days to HH:MM:SS when under a day is left', async () => {
    render(<Clock target={START + DAY + 2_000} />);
    expect(text()).toBe('1 day');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(text()).toBe('1 day');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(text()).toBe('23:59:59');
  });

  it('shows HH:MM:SS under a day and ticks each second (R4.92)', async () => {
    render(<Clock target={START + 2 * HOUR + 3_000} />);
    expect(text()).toBe('02:00:03');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(text()).toBe('02:00:02');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(text()).toBe('02:00:01');
  });

  it('reads Expired at zero and stops ticking (R4.93)', async () => {
    render(<Clock target={START + 2_000} />);
    expect(text()).toBe('00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(text()).toBe('Expired');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches up at once when the clock jumped while it was not looking', async () => {
    render(<Clock target={START + 2 * DAY} />);
    expect(text()).toBe('2 days');
    // The device slept: the wall clock moved on without any timer firing.
    vi.setSystemTime(START + 2 * DAY - 10_000);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(text()).toBe('Expired');
  });

  it('renders nothing to count without a target, with no timer running', () => {
    render(<Clock target={null} />);
    expect(text()).toBe('no target');
    expect(vi.getTimerCount()).toBe(0);
  });
});
