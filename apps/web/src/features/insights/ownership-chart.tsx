import type { InsightAthlete } from '@shred/contract';
import { formatCount, formatPercent } from '@shred/game';
import { useMemo, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { BarChart, type BarSeries } from '../../ui/charts/bar-chart.tsx';
import { cx } from '../../ui/class-names.ts';
import { AthleteAvatar } from '../athletes/index.ts';
import { type InsightSort, sortAthletes } from './insights-sort.ts';
import { portraitOf } from './most-picked.tsx';

const SERIES: readonly BarSeries[] = [
  { key: 'ownership', label: 'Ownership', fillClassName: 'fill-accent', swatchClassName: 'bg-accent' },
  { key: 'captaincy', label: 'Captain', fillClassName: 'fill-lime-500', swatchClassName: 'bg-lime-500' },
];

const SORT_LABELS: Readonly<Record<InsightSort, string>> = { ownership: 'Ownership', captaincy: 'Captain' };

/** Rows shown before "Show all": enough to read the event's picks at a glance. */
const FIRST_ROWS = 12;

/**
 * Ownership and captain share of every athlete whose picks have locked, as bars on one 0–100 %
 * scale, sorted by either. Screen readers get the same numbers as a table (the chart's own).
 */
export function OwnershipChart({ athletes }: { athletes: readonly InsightAthlete[] }) {
  const [sort, setSort] = useState<InsightSort>('ownership');
  const [all, setAll] = useState(false);
  const sorted = useMemo(() => sortAthletes(athletes, sort), [athletes, sort]);
  const shown = all ? sorted : sorted.slice(0, FIRST_ROWS);

  return (
    <section aria-labelledby="ownership-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ownership-heading" className="text-lg font-semibold text-fg">
          Ownership and captaincy
        </h2>
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">Sort athletes by</legend>
          <span aria-hidden="true" className="text-xs text-muted">
            Sort by
          </span>
          <div className="inline-flex rounded-full border border-line bg-surface-2 p-0.5">
            {(Object.keys(SORT_LABELS) as InsightSort[]).map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={sort === key}
                onClick={() => setSort(key)}
                className={cx(
                  'rounded-full px-3 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-accent',
                  sort === key ? 'bg-surface text-fg shadow-card' : 'text-muted hover:text-fg',
                )}
              >
                {SORT_LABELS[key]}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <BarChart
        title={`${all || sorted.length <= FIRST_ROWS ? 'Every athlete' : `Top ${FIRST_ROWS} athletes`} by ${SORT_LABELS[sort].toLowerCase()}`}
        description="Share of manager teams picking each athlete, and making them captain."
        orientation="horizontal"
        series={SERIES}
        max={1}
        format={(share) => formatPercent(share)}
        data={shown.map((athlete) => ({
          key: String(athlete.athlete_id),
          label: (
            <span className="flex min-w-0 items-center gap-2">
              <AthleteAvatar athlete={portraitOf(athlete)} size="sm" />
              <span className="truncate">{athlete.name}</span>
            </span>
          ),
          text: athlete.name,
          values: { ownership: athlete.ownership, captaincy: athlete.captaincy },
        }))}
      />
      {sorted.length > FIRST_ROWS ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => setAll(!all)}
          aria-expanded={all}
        >
          {all ? `Show the top ${FIRST_ROWS}` : `Show all ${formatCount(sorted.length)} athletes`}
        </Button>
      ) : null}
    </section>
  );
}
