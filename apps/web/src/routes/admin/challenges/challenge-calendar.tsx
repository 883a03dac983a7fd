import type { AdminChallengeSet } from '@shred/contract';
import { Link } from 'react-router';
import { cx } from '../../../ui/class-names.ts';
import { adminChallengeSetPath } from './admin-challenge-queries.ts';
import { type CalendarMonth, layoutMonth, sameDay } from './calendar-layout.ts';
import { setDateRange } from './set-dates.ts';
import { SET_STATUS_LABELS, SET_STATUS_TONES, SetStatusBadge } from './set-status.tsx';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (day: Date) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

interface ChallengeCalendarProps {
  month: CalendarMonth;
  sets: readonly AdminChallengeSet[];
  today: Date;
}

/** Wide screens: the month as a grid of weeks, each set a bar across its days, today ringed. */
export function ChallengeMonthGrid({ month, sets, today }: ChallengeCalendarProps) {
  const weeks = layoutMonth(month, sets);
  return (
    <section
      aria-label={`Challenge sets of ${monthName.format(new Date(month.year, month.month, 1))} by day`}
      className="overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <div aria-hidden="true" className="grid grid-cols-7 border-b border-line bg-surface-2/60">
        {WEEKDAYS.map((day) => (
          <div key={day} className="px-2 py-2 text-xs font-semibold uppercase tracking-wider text-muted">
            {day}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div
          key={week.days[0]?.toISOString()}
          data-testid="calendar-week"
          className="relative grid grid-cols-7 border-b border-line last:border-b-0"
          style={{
            gridTemplateRows: `2rem repeat(${week.lanes}, 1.75rem) minmax(0.75rem, 1fr)`,
            minHeight: '6.5rem',
          }}
        >
          {week.days.map((day, index) => {
            const inMonth = day.getMonth() === month.month;
            const isToday = sameDay(day, today);
            return (
              <div
                key={day.toISOString()}
                data-testid={isToday ? 'calendar-today' : undefined}
                className={cx(
                  'border-line px-2 pt-1.5',
                  index > 0 && 'border-l',
                  !inMonth && 'bg-surface-2/40',
                  isToday && 'bg-accent/5',
                )}
                style={{ gridColumn: index + 1, gridRow: `1 / span ${week.lanes + 2}` }}
              >
                <time
                  dateTime={isoDay(day)}
                  aria-current={isToday ? 'date' : undefined}
                  className={cx(
                    'inline-grid size-7 place-items-center rounded-full text-sm tabular-nums',
                    isToday
                      ? 'bg-accent font-bold text-on-accent'
                      : inMonth
                        ? 'font-semibold text-fg'
                        : 'text-muted',
                  )}
                >
                  <span aria-hidden="true">{day.getDate()}</span>
                  <span className="sr-only">
                    {isToday ? `Today, ${dayLabel.format(day)}` : dayLabel.format(day)}
                  </span>
                </time>
              </div>
            );
          })}
          {week.bars.map((bar) => (
            <Link
              key={bar.set.id}
              to={adminChallengeSetPath(bar.set.id)}
              data-testid="calendar-bar"
              aria-label={`${bar.set.name}, ${setDateRange(bar.set.starts_at, bar.set.ends_at)}, ${SET_STATUS_LABELS[bar.set.status].toLowerCase()}`}
              title={`${bar.set.name} · ${setDateRange(bar.set.starts_at, bar.set.ends_at)}`}
              className={cx(
                'z-10 mx-1 my-0.5 flex min-w-0 items-center truncate border px-2 text-xs font-semibold transition hover:brightness-110',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent',
                SET_STATUS_TONES[bar.set.status],
                bar.continuesBefore ? 'ml-0 rounded-l-none border-l-0' : 'rounded-l-lg',
                bar.continuesAfter ? 'mr-0 rounded-r-none border-r-0' : 'rounded-r-lg',
              )}
              style={{ gridColumn: `${bar.column + 1} / span ${bar.span}`, gridRow: bar.lane + 2 }}
            >
              <span className="truncate">
                {bar.continuesBefore ? '… ' : ''}
                {bar.set.name}
              </span>
            </Link>
          ))}
        </div>
      ))}
    </section>
  );
}

/** Phones: the month's sets as a list by start, each with its dates and status. */
export function ChallengeAgenda({ sets }: { sets: readonly AdminChallengeSet[] }) {
  const ordered = [...sets].sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id);
  return (
    <ul aria-label="Challenge sets this month" className="flex flex-col gap-2">
      {ordered.map((set) => (
        <li key={set.id}>
          <Link
            to={adminChallengeSetPath(set.id)}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 shadow-card hover:border-accent/60"
          >
            <span
              className={cx('h-10 w-1.5 shrink-0 rounded-full border', SET_STATUS_TONES[set.status])}
              aria-hidden="true"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-fg">{set.name}</span>
              <span className="block text-sm text-muted">{setDateRange(set.starts_at, set.ends_at)}</span>
            </span>
            <SetStatusBadge status={set.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
