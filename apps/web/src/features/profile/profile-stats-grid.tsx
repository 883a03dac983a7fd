import type { ProfileStats } from '@shred/contract';

const number = new Intl.NumberFormat('en');

/** Game statistics as four tiles; a best rank only exists after a completed game. */
interface ProfileStatsGridProps {
  stats: ProfileStats;
  /** Keep two columns when the grid sits in a narrow column next to something else. */
  compact?: boolean;
}

export function ProfileStatsGrid({ stats, compact = false }: ProfileStatsGridProps) {
  const tiles = [
    { label: 'Games played', value: number.format(stats.games_played) },
    { label: 'Wins', value: number.format(stats.wins) },
    { label: 'Best rank', value: stats.best_rank === null ? '–' : `#${number.format(stats.best_rank)}` },
    { label: 'XP', value: number.format(stats.xp) },
  ];
  return (
    <dl className={compact ? 'grid grid-cols-2 gap-3' : 'grid grid-cols-2 gap-3 sm:grid-cols-4'}>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl border border-line bg-surface p-4">
          <dt className="text-xs font-medium uppercase tracking-wider text-muted">{tile.label}</dt>
          <dd className="mt-1 font-display text-3xl font-bold italic text-fg">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
