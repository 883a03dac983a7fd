/** Event dates as 'DD Mon' in UTC (spec §4 "Event card state", R4.94). */
import { type Instant, toEpochMs } from './instants.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '05 Mar'; '' when the value is not a valid date. */
export function formatDayMonth(value: Instant | null | undefined): string {
  const ms = toEpochMs(value);
  if (Number.isNaN(ms)) return '';
  const date = new Date(ms);
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]}`;
}

const utcDay = (ms: number): number => Math.floor(ms / 86_400_000);

/**
 * '05 Mar – 09 Mar' (en dash); a single '05 Mar' when both fall on the same UTC day or only
 * one of them is a valid date; '' when neither is.
 */
export function eventDateRange(from: Instant | null | undefined, to: Instant | null | undefined): string {
  const fromMs = toEpochMs(from);
  const toMs = toEpochMs(to);
  if (Number.isNaN(fromMs)) return formatDayMonth(to);
  if (Number.isNaN(toMs) || utcDay(fromMs) === utcDay(toMs)) return formatDayMonth(from);
  return `${formatDayMonth(from)} – ${formatDayMonth(to)}`;
}
