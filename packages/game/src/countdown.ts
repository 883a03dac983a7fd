/**
 * The event card countdown (spec §4 "Event card state", R4.91–R4.93, A20): a day or more
 * left shows whole days ('1 day', '3 days'); under a day 'HH:MM:SS', ticking each second;
 * at zero 'Expired', and the ticking stops.
 * Remaining time is counted in whole seconds rounded up, so the clock never shows 00:00:00:
 * it goes 00:00:01 → 'Expired', and 24 h or more left always reads as days.
 */
const SECOND_MS = 1000;
const DAY_SECONDS = 86_400;

export type CountdownMode = 'days' | 'clock' | 'expired';

export interface Countdown {
  readonly mode: CountdownMode;
  /** '3 days', '1 day', '05:04:03' or 'Expired'. */
  readonly text: string;
  readonly expired: boolean;
  /** Milliseconds to the target, never below 0. */
  readonly remainingMs: number;
  /** Milliseconds until the text changes; null once expired (stop the timer). */
  readonly nextChangeInMs: number | null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDays(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

export function formatClock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}

/** The countdown to `targetMs` seen at `nowMs` (epoch milliseconds). A NaN target is expired. */
export function countdown(targetMs: number, nowMs: number): Countdown {
  const remainingMs = targetMs - nowMs;
  if (!(remainingMs > 0)) {
    return { mode: 'expired', text: 'Expired', expired: true, remainingMs: 0, nextChangeInMs: null };
  }
  const seconds = Math.ceil(remainingMs / SECOND_MS);
  if (seconds >= DAY_SECONDS) {
    const days = Math.floor(seconds / DAY_SECONDS);
    const changesAtSeconds = days * DAY_SECONDS - 1;
    return {
      mode: 'days',
      text: formatDays(days),
      expired: false,
      remainingMs,
      nextChangeInMs: remainingMs - changesAtSeconds * SECOND_MS,
    };
  }
  return {
    mode: 'clock',
    text: formatClock(seconds),
    expired: false,
    remainingMs,
    nextChangeInMs: remainingMs - (seconds - 1) * SECOND_MS,
  };
}
