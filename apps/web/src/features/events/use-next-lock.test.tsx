import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextStartAfter, useNextLock } from './use-next-lock.ts';

const START = Date.parse('2026-11-21T12:00:00Z');
const ROUNDS = ['2026-11-21T12:00:05Z', '2026-11-21T12:00:02Z'];

function Lock({ rounds }: { rounds: string[] }) {
  const lock = useNextLock(rounds);
  return (
    <p data-testid="lock">
      {lock.nextLockMs === null
        ? 'all locked'
        : `${new Date(lock.nextLockMs).toISOString()} ${lock.countdown?.text}`}
    </p>
  );
}

const text = () => screen.getByTestId('lock').textContent;

describe('nextStartAfter', () => {
  it('picks the earliest start still ahead, whatever the order', () => {
    expect(nextStartAfter(ROUNDS, START)).toBe(Date.parse('2026-11-21T12:00:02Z'));
    expect(nextStartAfter(ROUNDS, Date.parse('2026-11-21T12:00:02Z'))).toBe(
      Date.parse('2026-11-21T12:00:05Z'),
    );
  });

  it('is null once every round started, or without rounds', () => {
    expect(nextStartAfter(ROUNDS, Date.parse('2026-11-21T12:00:05Z'))).toBeNull();
    expect(nextStartAfter([], START)).toBeNull();
    expect(nextStartAfter(['not a date'], START)).toBeNull();
  });
});

describe('useNextLock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts to each round start in turn, then reports every pick locked', async () => {
    render(<Lock rounds={ROUNDS} />);
    expect(text()).toBe('2026-11-21T12:00:02.000Z 00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(text()).toBe('2026-11-21T12:00:05.000Z 00:00:03');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(text()).toBe('all locked');
    expect(vi.getTimerCount()).toBe(0);
  });
});
