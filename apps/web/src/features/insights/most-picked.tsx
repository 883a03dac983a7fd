import type { InsightAthlete } from '@shred/contract';
import { formatCount, formatPercent } from '@shred/game';
import { AthleteAvatar, AthleteFlag } from '../athletes/index.ts';

/** An insight athlete as the avatar reads one. */
export const portraitOf = (athlete: InsightAthlete) => ({
  ...athlete,
  id: athlete.athlete_id,
});

/** The five athletes most managers picked, each with their picture, ownership and captain share. */
export function MostPicked({ athletes }: { athletes: readonly InsightAthlete[] }) {
  return (
    <section aria-labelledby="most-picked" className="flex flex-col gap-3">
      <h2 id="most-picked" className="text-lg font-semibold text-fg">
        Most picked
      </h2>
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {athletes.map((athlete, index) => (
          <li
            key={athlete.athlete_id}
            data-testid="most-picked-athlete"
            className="relative flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card lg:flex-col lg:p-4 lg:text-center"
          >
            <span
              aria-hidden="true"
              className="absolute top-2 left-3 font-display text-sm font-bold italic text-muted lg:top-3"
            >
              {index + 1}
            </span>
            <AthleteAvatar athlete={portraitOf(athlete)} size="lg" className="ml-4 lg:ml-0" />
            <div className="flex min-w-0 flex-1 flex-col gap-1 lg:w-full lg:items-center">
              <p className="flex max-w-full items-center gap-1.5 font-semibold text-fg lg:flex-col lg:gap-1">
                <AthleteFlag ioc={athlete.nationality.ioc} />
                <span className="truncate lg:whitespace-normal lg:text-balance">
                  <span className="sr-only">{`${index + 1}. `}</span>
                  {athlete.name}
                </span>
              </p>
              <p className="font-display text-2xl font-bold italic leading-none tabular-nums text-accent">
                {formatPercent(athlete.ownership)}
                <span className="ml-1.5 text-xs font-medium not-italic text-muted">owned</span>
              </p>
              <span aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2">
                <span
                  className="block h-full rounded-full bg-accent"
                  style={{ width: `${Math.round(athlete.ownership * 100)}%` }}
                />
              </span>
              <p className="text-xs text-muted">
                Captain of {formatPercent(athlete.captaincy)} · {formatCount(athlete.teams)}{' '}
                {athlete.teams === 1 ? 'team' : 'teams'}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
