import { ClockIcon, LockIcon } from '../../../features/events/event-icons.tsx';
import { formatStartTime } from '../../../features/events/game-labels.ts';
import type { NextLock } from '../../../features/events/use-next-lock.ts';

/** How long picks can still change: the countdown to the next round start, when picks lock. */
export function LockCountdown({ lock }: { lock: NextLock }) {
  if (lock.nextLockMs === null || !lock.countdown) {
    return (
      <p className="inline-flex items-center gap-2 text-sm font-medium text-muted">
        <LockIcon width={16} height={16} className="text-danger" />
        Every round has started: all picks are locked.
      </p>
    );
  }
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      <ClockIcon width={16} height={16} className="text-lime" />
      <span>Next picks lock in</span>
      {/* A timer is not announced on every tick; its text is there when a reader reaches it. */}
      <span role="timer" className="font-display text-xl font-bold tabular-nums text-fg">
        {lock.countdown.text}
      </span>
      <span>({formatStartTime(new Date(lock.nextLockMs).toISOString())})</span>
    </p>
  );
}
