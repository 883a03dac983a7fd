import type { Competition, StartlistEntryView } from '@shred/contract';
import { toEpochMs } from '@shred/game';
import { AthleteListItem } from '../../../features/athletes/index.ts';
import { LockIcon } from '../../../features/events/event-icons.tsx';
import type { PlayArea } from '../../../features/events/event-links.ts';
import { formatStartTime } from '../../../features/events/game-labels.ts';
import { cx } from '../../../ui/class-names.ts';

interface GameStartlistProps {
  entries: readonly StartlistEntryView[];
  competitions: readonly Competition[];
  mode: PlayArea;
  nowMs: number;
}

const bySeed = (a: StartlistEntryView, b: StartlistEntryView) =>
  (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) ||
  b.athlete.aspi - a.athlete.aspi;

interface StartGroup {
  key: string;
  /** The round the athletes start in, when the game lists it. */
  round: string | null;
  locksAt: string;
  entries: StartlistEntryView[];
}

/** Athletes by the round they start in (and so lock at), earliest first, each group by seed. */
function byLock(entries: readonly StartlistEntryView[], competitions: readonly Competition[]): StartGroup[] {
  const groups = new Map<string, StartGroup>();
  for (const entry of entries) {
    const key = `${entry.competition_id}@${entry.locks_at}`;
    const round = competitions.find((c) => c.id === entry.competition_id)?.name ?? null;
    const group = groups.get(key) ?? { key, round, locksAt: entry.locks_at, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => toEpochMs(a.locksAt) - toEpochMs(b.locksAt))
    .map((group) => ({ ...group, entries: group.entries.sort(bySeed) }));
}

/**
 * Who starts: athletes grouped by the round they start in, which is when their pick locks
 * (late swap), each with their quickplay price in quickplay.
 */
export function GameStartlist({ entries, competitions, mode, nowMs }: GameStartlistProps) {
  if (entries.length === 0) {
    return <p className="text-sm text-muted">The startlist is published once the field is confirmed.</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      {byLock(entries, competitions).map((group) => {
        const locked = toEpochMs(group.locksAt) <= nowMs;
        const headingId = `startlist-${group.key.replace(/\W/g, '-')}`;
        return (
          <section key={group.key} aria-labelledby={headingId} className="flex flex-col gap-2">
            <h3
              id={headingId}
              className={cx(
                'flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm',
                locked ? 'text-danger' : 'text-muted',
              )}
            >
              <LockIcon width={14} height={14} />
              <span className="font-semibold text-fg">{group.round ?? 'Start'}</span>{' '}
              <span>
                {locked ? 'Locked since' : 'Picks lock'} {formatStartTime(group.locksAt)}
              </span>
            </h3>
            <ol className="flex flex-col gap-2">
              {group.entries.map((entry) => (
                <li key={entry.athlete.id}>
                  <AthleteListItem
                    athlete={entry.athlete}
                    disabled={entry.withdrawn}
                    note={entry.withdrawn ? 'Withdrawn: cannot score in this game' : undefined}
                    trailing={
                      mode === 'quickplay' ? (
                        <span className="font-display text-lg font-bold tabular-nums text-fg">
                          {entry.price}
                          <span aria-hidden="true" className="ml-0.5 text-xs font-semibold text-muted">
                            cr
                          </span>
                          <span className="sr-only"> credits</span>
                        </span>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
