import type { ProfileStats } from '@shred/contract';
import { formatCount } from '@shred/game';
import type { ReactNode } from 'react';
import { TextSkeleton } from '../../ui/skeleton.tsx';

/**
 * Game statistics as four tiles; a best rank only exists after a completed game. Without
 * stats yet (null) the tiles keep their final size with placeholders.
 */
interface ProfileStatsGridProps {
  stats: ProfileStats | null;
  /** Keep two columns when the grid sits in a narrow column next to something else. */
  compact?: boolean;
}

export function ProfileStatsGrid({ stats, compact = false }: ProfileStatsGridProps) {
  const tiles: { label: string; value: ReactNode }[] = [
    { label: 'Games played', value: stats && formatCount(stats.games_played) },
    { label: 'Wins', value: stats && formatCount(stats.wins) },
    {
      label: 'Best rank',
      value: stats && (stats.best_rank === null ? '–' : `#${formatCount(stats.best_rank)}`),
    },
    { label: 'XP', value: stats && formatCount(stats.xp) },
  ];
  return (
    <dl
      aria-busy={stats ? undefined : true}
      className={compact ? 'grid grid-cols-2 gap-3' : 'grid grid-cols-2 gap-3 sm:grid-cols-4'}
    >
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl border border-line bg-surface p-4">
          <dt className="text-xs font-medium uppercase tracking-wider text-muted">{tile.label}</dt>
          <dd className="mt-1 font-display text-3xl font-bold italic text-fg">
            {tile.value ?? <TextSkeleton className="w-12" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
