import type { ChallengeSet } from '@shred/contract';
import { Link } from 'react-router';
import { cx } from '../../ui/class-names.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { challengeSetPath } from './challenge-paths.ts';
import { ProgressRing } from './progress.tsx';
import { SetTiming } from './set-timing.tsx';

/** A challenge set as a card: name, dates and countdown, and a ring of the fan's completed challenges. */
export function ChallengeSetCard({ set }: { set: ChallengeSet }) {
  const complete = set.challenges_count > 0 && set.completed_count === set.challenges_count;
  return (
    <Link
      to={challengeSetPath(set.id)}
      className={cx(
        'group flex h-full items-center gap-4 rounded-2xl border bg-surface p-4 shadow-card transition hover:-translate-y-0.5 hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:p-5',
        set.status === 'active' ? 'border-accent/40' : 'border-line',
        set.status === 'ended' && 'opacity-80',
      )}
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate text-lg font-semibold text-fg group-hover:text-accent">
          {set.name}
        </span>
        {set.description ? (
          <span className="mt-0.5 line-clamp-2 block text-sm text-muted">{set.description}</span>
        ) : null}
        <span className="mt-2 block">
          <SetTiming set={set} />
        </span>
        {complete ? (
          <span className="mt-2 inline-block rounded-full bg-success-bg px-2 py-0.5 text-xs font-semibold text-success">
            All done
          </span>
        ) : null}
      </span>
      <ProgressRing
        done={set.completed_count}
        total={set.challenges_count}
        label={`${set.name}: challenges completed`}
      />
      <ChevronRightIcon width={18} height={18} className="shrink-0 text-muted" aria-hidden="true" />
    </Link>
  );
}

/** Stand-ins for set cards while the list loads. */
export function ChallengeSetCardsSkeleton({ cards = 2, label }: { cards?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3 md:grid-cols-2">
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <div key={i} className="flex h-32 items-center gap-4 rounded-2xl border border-line bg-surface p-5">
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-5 w-1/2 animate-pulse rounded bg-surface-2" />
            <span className="h-3.5 w-3/4 animate-pulse rounded bg-surface-2" />
            <span className="h-3.5 w-1/3 animate-pulse rounded bg-surface-2" />
          </span>
          <span className="size-16 shrink-0 animate-pulse rounded-full bg-surface-2" />
        </div>
      ))}
    </div>
  );
}
