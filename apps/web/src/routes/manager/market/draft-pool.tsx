import type { PoolAthlete } from '@shred/contract';
import { formatPercent } from '@shred/game';
import { AthleteAvatar } from '../../../features/athletes/index.ts';
import { poolChances } from '../../../features/drafts/index.ts';

interface DraftPoolProps {
  pool: readonly PoolAthlete[];
  sport: string;
}

/** Who a card can be: each athlete of the pool with their portrait and chance, likeliest first. */
export function DraftPool({ pool, sport }: DraftPoolProps) {
  const chances = poolChances(pool);
  const entries = pool
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.athlete_id - b.athlete_id);
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {entries.map((entry) => {
        const name = `${entry.first_name} ${entry.last_name}`;
        return (
          <li
            key={entry.athlete_id}
            className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-2.5"
          >
            <AthleteAvatar athlete={{ ...entry, primary_sport: { slug: sport } }} size="md" />
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 block text-sm font-semibold leading-tight">{name}</span>
              <span className="block text-xs text-muted tabular-nums">
                {formatPercent(chances.get(entry.athlete_id) ?? 0)} a card
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
