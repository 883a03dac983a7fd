import type { Dashboard } from '@shred/contract';
import { formatCount, formatPercent } from '@shred/game';

const weekText = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const WEEKS = [
  { key: 'week1', label: 'Week 1' },
  { key: 'week2', label: 'Week 2' },
  { key: 'week4', label: 'Week 4' },
] as const;

/** Weekly sign-up cohorts and the share of each back in later weeks, each cell shaded by its share. */
export function RetentionTable({ cohorts }: { cohorts: Dashboard['retention'] }) {
  if (!cohorts.length) return <p className="text-sm text-muted">No sign-ups in this range yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[22rem] border-separate border-spacing-1 text-sm tabular-nums">
        <caption className="sr-only">Retention by sign-up week</caption>
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-muted">
            <th scope="col" className="px-2 py-1 font-semibold">
              Week of
            </th>
            <th scope="col" className="px-2 py-1 text-right font-semibold">
              Players
            </th>
            {WEEKS.map((week) => (
              <th key={week.key} scope="col" className="px-2 py-1 text-center font-semibold">
                {week.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cohorts.map((cohort) => (
            <tr key={cohort.cohort_week}>
              <th scope="row" className="px-2 py-1.5 text-left font-medium text-fg">
                {weekText.format(Date.parse(`${cohort.cohort_week}T00:00:00Z`))}
              </th>
              <td className="px-2 py-1.5 text-right text-fg">{formatCount(cohort.size)}</td>
              {WEEKS.map((week) => {
                const share = cohort[week.key];
                return (
                  <td
                    key={week.key}
                    className="rounded-md px-2 py-1.5 text-center text-fg"
                    style={
                      share === null
                        ? undefined
                        : {
                            background: `color-mix(in oklab, var(--color-accent) ${Math.round(share * 85) + 5}%, transparent)`,
                          }
                    }
                  >
                    {share === null ? <span className="text-muted">–</span> : formatPercent(share, 0)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
