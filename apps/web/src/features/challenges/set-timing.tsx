import type { ChallengeSet } from '@shred/contract';
import { countdown, eventDateRange } from '@shred/game';
import { useNow } from '../teams/index.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;

/**
 * When a set runs ('01 Dec – 08 Dec') and how long until it ends or starts. Under a day the
 * clock ticks each second; further out a minute's refresh is plenty for whole days.
 */
export function SetTiming({ set }: { set: ChallengeSet }) {
  const target = Date.parse(set.status === 'upcoming' ? set.starts_at : set.ends_at);
  const nowMs = useNow(target - Date.now() < 86_400_000 ? SECOND_MS : MINUTE_MS);
  const left = countdown(target, nowMs);
  const dates = eventDateRange(set.starts_at, set.ends_at);
  let when: string;
  if (set.status === 'ended' || (set.status === 'active' && left.expired)) when = 'Ended';
  else if (set.status === 'upcoming') when = left.expired ? 'Starting now' : `Starts in ${left.text}`;
  else when = `Ends in ${left.text}`;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      <time dateTime={set.starts_at}>{dates}</time>
      {/* On a phone the two may wrap: no dot is left hanging at a line's end there. */}
      <span aria-hidden="true" className="hidden sm:inline">
        ·
      </span>
      <span className={set.status === 'active' ? 'font-semibold text-accent tabular-nums' : 'tabular-nums'}>
        {when}
      </span>
    </p>
  );
}
