import type { TeamView } from '@shred/contract';
import { formatPoints, ordinal, shortNumber } from '@shred/game';
import { useEffect, useRef } from 'react';
import { cx } from '../../ui/class-names.ts';
import { RankBadge } from './rank-badge.tsx';
import { TeamBreakdown } from './team-breakdown.tsx';

interface OwnTeamResultProps {
  team: TeamView;
  /** 'Your team', or 'Team 2' when the viewer entered several. */
  name: string;
  /** Ranked teams in the game, once known. */
  entries: number | null;
  /** Opened from a link to this very team: scrolled to and outlined. */
  focused: boolean;
}

/** One of the viewer's teams in a game: its rank and score, then its breakdown line by line. */
export function OwnTeamResult({ team, name, entries, focused }: OwnTeamResultProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'start' });
  }, [focused]);

  const headingId = `team-${team.id}-title`;
  return (
    <article
      ref={ref}
      id={`team-${team.id}`}
      aria-labelledby={headingId}
      className={cx(
        'scroll-mt-24 rounded-2xl border bg-surface p-4 sm:p-5',
        focused ? 'border-accent shadow-[0_0_0_1px_var(--accent)]' : 'border-line',
      )}
    >
      <header className="mb-4 flex flex-wrap items-center gap-3">
        <RankBadge rank={team.rank} className="h-11 min-w-11 text-2xl" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-fg">
            {name}
          </h3>
          <p className="text-sm text-muted">
            {team.rank === null
              ? 'Not ranked yet'
              : `Ranked ${ordinal(team.rank)}${entries ? ` of ${shortNumber(entries)}` : ''}`}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xs font-semibold uppercase tracking-widest text-muted">Score</span>
          <span className="font-display text-3xl font-bold italic tabular-nums text-accent">
            {team.score === null ? '–' : formatPoints(team.score)}
          </span>
        </p>
      </header>
      {team.score === null ? (
        <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted">
          The breakdown appears once the first results of this game are scored.
        </p>
      ) : (
        <TeamBreakdown breakdown={team.breakdown} label={`${name} breakdown`} />
      )}
    </article>
  );
}
