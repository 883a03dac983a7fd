import type { Competition } from '@shred/contract';
import { toEpochMs } from '@shred/game';
import { formatStartTime } from '../../../features/events/game-labels.ts';
import { cx } from '../../../ui/class-names.ts';

interface CompetitionsTimelineProps {
  competitions: readonly Competition[];
  nowMs: number;
}

/** The game's rounds in order, each marked started (its picks are locked) or still ahead. */
export function CompetitionsTimeline({ competitions, nowMs }: CompetitionsTimelineProps) {
  if (competitions.length === 0) {
    return <p className="text-sm text-muted">The rounds of this game are not scheduled yet.</p>;
  }
  const ordered = [...competitions].sort((a, b) => toEpochMs(a.date) - toEpochMs(b.date));
  return (
    <ol className="flex flex-col">
      {ordered.map((competition, index) => {
        const started = toEpochMs(competition.date) <= nowMs;
        const last = index === ordered.length - 1;
        return (
          <li key={competition.id} className="relative flex gap-4 pb-5 last:pb-0">
            {last ? null : (
              <span aria-hidden="true" className="absolute left-[7px] top-5 bottom-0 w-0.5 bg-line" />
            )}
            <span
              aria-hidden="true"
              className={cx(
                'relative mt-1 size-4 shrink-0 rounded-full border-2',
                started ? 'border-accent bg-accent' : 'border-line bg-surface',
              )}
            />
            <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <div className="flex items-center gap-2">
                <span className="font-semibold text-fg">{competition.name}</span>
                {competition.is_final ? (
                  <span className="rounded-md bg-lime/15 px-1.5 text-[11px] font-bold uppercase tracking-wide text-lime">
                    Final
                  </span>
                ) : null}
              </div>
              <span className="text-sm text-muted">
                <time dateTime={competition.date}>{formatStartTime(competition.date)}</time>
                {' · '}
                <span className={started ? 'text-accent' : undefined}>{started ? 'Started' : 'Ahead'}</span>
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
