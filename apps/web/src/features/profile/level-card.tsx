import type { ProfileStats } from '@shred/contract';
import { formatCount } from '@shred/game';
import { Card } from '../../ui/card.tsx';
import { TextSkeleton } from '../../ui/skeleton.tsx';
import { levelProgress } from './level-progress.ts';

/**
 * The manager's level with a bar towards the next one. Without stats yet (null) it keeps its
 * final size with placeholders, so the page does not move when they arrive.
 */
export function LevelCard({
  stats,
  loadingLabel = 'Loading your season…',
}: {
  stats: ProfileStats | null;
  /** What a screen reader hears while the stats load: 'your' on the manager's own pages. */
  loadingLabel?: string;
}) {
  if (!stats) return <LevelCardSkeleton label={loadingLabel} />;
  const progress = levelProgress(stats.xp);
  const percent = Math.round(progress.fraction * 100);
  return (
    <Card as="section" aria-labelledby="level-title" className="relative overflow-hidden">
      <div className="bg-hero pointer-events-none absolute inset-0 opacity-40" aria-hidden="true" />
      <div className="relative">
        <p className="text-xs font-semibold uppercase tracking-widest text-muted">Level</p>
        <h2
          id="level-title"
          className="font-display text-4xl font-extrabold uppercase italic tracking-tight text-lime"
        >
          {progress.level}
        </h2>
        <p className="mt-1 text-sm text-muted">{formatCount(stats.xp)} XP</p>
        <div
          role="progressbar"
          aria-label={progress.next ? `Progress to ${progress.next.name}` : 'Top level reached'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-4 h-2.5 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            className="h-full rounded-full bg-linear-to-r from-accent to-lime"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 text-xs text-muted">
          {progress.next
            ? `${formatCount(progress.next.minXp - stats.xp)} XP to ${progress.next.name}`
            : 'Top level. Legend status.'}
        </p>
      </div>
    </Card>
  );
}

function LevelCardSkeleton({ label }: { label: string }) {
  return (
    <Card as="section" aria-labelledby="level-title" aria-busy="true" className="relative overflow-hidden">
      <div className="relative">
        <p className="text-xs font-semibold uppercase tracking-widest text-muted">Level</p>
        <h2 id="level-title" className="font-display text-4xl font-extrabold uppercase italic tracking-tight">
          <TextSkeleton className="w-40" />
          <span className="sr-only">{label}</span>
        </h2>
        <p className="mt-1 text-sm">
          <TextSkeleton className="w-16" />
        </p>
        <div className="mt-4 h-2.5 rounded-full bg-surface-2" />
        <p className="mt-2 text-xs">
          <TextSkeleton className="w-28" />
        </p>
      </div>
    </Card>
  );
}
