import { type Countdown, toEpochMs } from '@shred/game';
import { useEffect, useState } from 'react';
import { useCountdown } from './use-countdown.ts';

/** The first start time strictly after `nowMs` (epoch ms), or null when every one has passed. */
export function nextStartAfter(starts: readonly string[], nowMs: number): number | null {
  const ahead = starts.map(toEpochMs).filter((ms) => ms > nowMs);
  return ahead.length === 0 ? null : Math.min(...ahead);
}

export interface NextLock {
  /** When this was last computed: use it for every "has it started" question on the page. */
  nowMs: number;
  /** When the next round starts and its athletes' picks lock; null once every round started. */
  nextLockMs: number | null;
  countdown: Countdown | null;
}

/**
 * Counts down to the next round start of a game (late swap: picks lock round by round). When
 * one lock passes it moves on to the next, and stops after the last.
 */
export function useNextLock(roundStarts: readonly string[]): NextLock {
  const [anchorMs, setAnchorMs] = useState(() => Date.now());
  const nextLockMs = nextStartAfter(roundStarts, anchorMs);
  const tick = useCountdown(nextLockMs);
  const passed = tick.countdown?.expired ?? false;

  useEffect(() => {
    if (passed) setAnchorMs(Date.now());
  }, [passed]);

  return { nowMs: Math.max(tick.nowMs, anchorMs), nextLockMs, countdown: tick.countdown };
}
