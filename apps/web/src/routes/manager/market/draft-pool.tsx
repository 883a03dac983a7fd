import type { Athlete, PoolEntry } from '@shred/contract';
import { AthleteAvatar } from '../../../features/athletes/index.ts';
import { formatChance, poolChances } from '../../../features/drafts/index.ts';

interface DraftPoolProps {
  pool: readonly PoolEntry[];
  /** The pool's athletes by id; undefined while they load. */
  athletes: ReadonlyMap<number, Athlete> | undefined;
  sport: string;
}

/** Who a card can be: each athlete of the pool with their portrait and chance, likeliest first. */
export function DraftPool({ pool, athletes, sport }: DraftPoolProps) {
  const chances = poolChances(pool);
  const entries = pool
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.athlete_id - b.athlete_id);
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {entries.map((entry) => {
        const athlete = athletes?.get(entry.athlete_id);
        const shown = athlete ?? {
          id: entry.athlete_id,
          first_name: 'Athlete',
          last_name: `#${entry.athlete_id}`,
          avatar: null,
          primary_sport: { slug: sport },
        };
        return (
          <li
            key={entry.athlete_id}
            className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-2.5"
          >
            <AthleteAvatar athlete={shown} size="md" />
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 block text-sm font-semibold leading-tight">
                {athletes === undefined ? (
                  <span className="inline-block h-3.5 w-24 animate-pulse rounded bg-surface-2 align-middle" />
                ) : (
                  `${shown.first_name} ${shown.last_name}`
                )}
              </span>
              <span className="block text-xs text-muted tabular-nums">
                {formatChance(chances.get(entry.athlete_id) ?? 0)} a card
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
