import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { RankBadge } from './rank-badge.tsx';

interface OwnStandingProps {
  /** 'Your rank', 'Your standing'. */
  title: string;
  rank: number | null;
  /** The main figure: points, or a note when not ranked yet. */
  value: ReactNode;
  detail?: ReactNode;
  /** Offered when the viewer's row is on another page than the one shown. */
  onJump?: (() => void) | undefined;
  className?: string;
}

/** The viewer's own place, pinned above a leaderboard whichever page is open. */
export function OwnStanding({ title, rank, value, detail, onJump, className }: OwnStandingProps) {
  return (
    <section
      aria-label={title}
      className={cx(
        'flex flex-wrap items-center gap-3 rounded-2xl border border-accent/50 bg-accent/10 px-4 py-3',
        className,
      )}
    >
      <RankBadge rank={rank} className="h-10 min-w-10 text-2xl" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-widest text-accent">{title}</p>
        <p className="font-semibold text-fg">{value}</p>
        {detail ? <p className="text-sm text-muted">{detail}</p> : null}
      </div>
      {onJump ? (
        <Button variant="secondary" size="sm" onClick={onJump} className="w-full sm:w-auto">
          Jump to my rank
        </Button>
      ) : null}
    </section>
  );
}
