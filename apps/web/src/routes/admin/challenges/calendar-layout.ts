/**
 * The month grid of the challenge calendar, in the browser's zone: whole weeks from Monday, and
 * each set drawn as bars across the days it covers, one bar per week it touches, stacked in
 * lanes so that sets at the same time never overlap.
 */

export interface CalendarMonth {
  year: number;
  /** 0–11. */
  month: number;
}

export interface CalendarSet {
  id: number;
  starts_at: string;
  ends_at: string;
}

export interface WeekBar<S extends CalendarSet> {
  set: S;
  /** The first column (0 = Monday) and how many days the bar spans in this week. */
  column: number;
  span: number;
  /** The row of bars it sits in, from 0. */
  lane: number;
  /** The set began before this week, or goes on after it: the bar's ends say so. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

export interface CalendarWeek<S extends CalendarSet> {
  days: Date[];
  bars: WeekBar<S>[];
  lanes: number;
}

export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The month as ?month=2027-03 writes it, or null when the text is not one. */
export function parseMonth(text: string | null): CalendarMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const month = Number(match[2]) - 1;
  return month >= 0 && month < 12 ? { year: Number(match[1]), month } : null;
}

export const monthParam = ({ year, month }: CalendarMonth): string =>
  `${year}-${String(month + 1).padStart(2, '0')}`;

export const shiftMonth = ({ year, month }: CalendarMonth, by: number): CalendarMonth => {
  const date = new Date(year, month + by, 1);
  return { year: date.getFullYear(), month: date.getMonth() };
};

export const monthOf = (date: Date): CalendarMonth => ({ year: date.getFullYear(), month: date.getMonth() });

/** The grid's first and last day: Monday on or before the 1st, Sunday on or after the last day. */
export function gridRange({ year, month }: CalendarMonth): { first: Date; afterLast: Date } {
  const firstOfMonth = new Date(year, month, 1);
  const first = addDays(firstOfMonth, -((firstOfMonth.getDay() + 6) % 7));
  const lastOfMonth = new Date(year, month + 1, 0);
  const afterLast = addDays(lastOfMonth, 7 - ((lastOfMonth.getDay() + 6) % 7));
  return { first, afterLast };
}

/** The day columns a set covers in a week: those it is running during, at least a moment. */
function coverage(set: CalendarSet, days: readonly Date[]): { from: number; to: number } | null {
  const starts = Date.parse(set.starts_at);
  const ends = Date.parse(set.ends_at);
  let from = -1;
  let to = -1;
  days.forEach((day, index) => {
    const dayStart = day.getTime();
    const dayEnd = addDays(day, 1).getTime();
    if (starts < dayEnd && ends > dayStart) {
      if (from < 0) from = index;
      to = index;
    }
  });
  return from < 0 ? null : { from, to };
}

/** The weeks of a month with the bars of the sets given, earliest and longest in the top lanes. */
export function layoutMonth<S extends CalendarSet>(
  month: CalendarMonth,
  sets: readonly S[],
): CalendarWeek<S>[] {
  const { first, afterLast } = gridRange(month);
  const ordered = [...sets].sort(
    (a, b) =>
      Date.parse(a.starts_at) - Date.parse(b.starts_at) ||
      Date.parse(b.ends_at) - Date.parse(a.ends_at) ||
      a.id - b.id,
  );
  const weeks: CalendarWeek<S>[] = [];
  for (let start = first; start < afterLast; start = addDays(start, 7)) {
    const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
    const weekStart = days[0] as Date;
    const weekEnd = addDays(weekStart, 7);
    const laneEnds: number[] = [];
    const bars: WeekBar<S>[] = [];
    for (const set of ordered) {
      const covered = coverage(set, days);
      if (!covered) continue;
      let lane = laneEnds.findIndex((end) => end < covered.from);
      if (lane < 0) lane = laneEnds.length;
      laneEnds[lane] = covered.to;
      bars.push({
        set,
        column: covered.from,
        span: covered.to - covered.from + 1,
        lane,
        continuesBefore: Date.parse(set.starts_at) < weekStart.getTime(),
        continuesAfter: Date.parse(set.ends_at) > weekEnd.getTime(),
      });
    }
    weeks.push({ days, bars, lanes: laneEnds.length });
  }
  return weeks;
}

export const sameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
