import type { StartlistEntryView } from '@shred/contract';
import { toEpochMs } from '@shred/game';
import { AthleteListItem } from '../../../features/athletes/index.ts';
import { LockIcon } from '../../../features/events/event-icons.tsx';
import type { PlayArea } from '../../../features/events/event-links.ts';
import { formatShortTime, formatStartTime } from '../../../features/events/game-labels.ts';
import { cx } from '../../../ui/class-names.ts';

interface GameStartlistProps {
  entries: readonly StartlistEntryView[];
  mode: PlayArea;
  nowMs: number;
}

const bySeed = (a: StartlistEntryView, b: StartlistEntryView) =>
  (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) ||
  b.athlete.aspi - a.athlete.aspi;

/**
 * Who starts, by seed: each athlete with their quickplay price (in quickplay) and when their
 * pick locks (late swap), or that it already has.
 */
export function GameStartlist({ entries, mode, nowMs }: GameStartlistProps) {
  if (entries.length === 0) {
    return <p className="text-sm text-muted">The startlist is published once the field is confirmed.</p>;
  }
  return (
    <ol className="flex flex-col gap-2">
      {[...entries].sort(bySeed).map((entry) => {
        const locked = toEpochMs(entry.locks_at) <= nowMs;
        return (
          <li key={entry.athlete.id}>
            <AthleteListItem
              athlete={entry.athlete}
              disabled={entry.withdrawn}
              note={entry.withdrawn ? 'Withdrawn: cannot score in this game' : undefined}
              trailing={
                <div className="flex flex-col items-end gap-1 text-right">
                  {mode === 'quickplay' ? (
                    <span className="font-display text-lg font-bold tabular-nums leading-none text-fg">
                      {entry.price}
                      <span aria-hidden="true" className="ml-0.5 text-xs font-semibold text-muted">
                        cr
                      </span>
                      <span className="sr-only"> credits</span>
                    </span>
                  ) : null}
                  <span
                    className={cx(
                      'inline-flex items-center gap-1 text-xs whitespace-nowrap',
                      locked ? 'font-semibold text-danger' : 'text-muted',
                    )}
                    title={locked ? undefined : `Pick locks ${formatStartTime(entry.locks_at)}`}
                  >
                    <LockIcon width={12} height={12} />
                    {locked ? (
                      'Locked'
                    ) : (
                      <>
                        <span className="sr-only">Pick locks </span>
                        {formatShortTime(entry.locks_at)}
                      </>
                    )}
                  </span>
                </div>
              }
            />
          </li>
        );
      })}
    </ol>
  );
}
