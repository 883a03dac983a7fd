import { type Countdown, countdown } from '@shred/game';
import { useEffect, useState } from 'react';

/**
 * Longest wait between two looks at the clock. The countdown's own next change can be a day
 * away in days mode; looking again every minute keeps it right after the device slept or its
 * clock was changed.
 */
const MAX_WAIT_MS = 60_000;

export interface CountdownTick {
  /** The time the countdown was last computed at (epoch ms): use it for anything else time-dependent. */
  nowMs: number;
  /** Null without a target. */
  countdown: Countdown | null;
}

/**
 * The countdown to `targetMs` (spec §4, R4.91–R4.93), re-rendering exactly when its text
 * changes: once a second under a day, at each whole day before that, and never again once it
 * reads 'Expired'.
 */
export function useCountdown(targetMs: number | null): CountdownTick {
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    if (targetMs === null) return;
    const realNow = Date.now();
    const current = countdown(targetMs, realNow);
    // Shown again after a while away (a hidden kept-alive page, a new target): catch up first.
    if (current.text !== countdown(targetMs, nowMs).text) {
      setNowMs(realNow);
      return;
    }
    if (current.nextChangeInMs === null) return;
    const timer = setTimeout(() => setNowMs(Date.now()), Math.min(current.nextChangeInMs, MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [targetMs, nowMs]);

  return { nowMs, countdown: targetMs === null ? null : countdown(targetMs, nowMs) };
}
