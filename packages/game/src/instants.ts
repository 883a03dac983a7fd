/**
 * Points in time as the API and the clock give them: an ISO string, epoch milliseconds or a
 * Date. A date-only string ('2025-03-09') is a whole UTC day: as a start it means that
 * day's midnight, as an end it means the next midnight (the event runs all of its last day).
 */
export type Instant = string | number | Date;

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Epoch milliseconds, or NaN when the value is not a valid point in time. */
export function toEpochMs(value: Instant | null | undefined): number {
  if (value === null || value === undefined) return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  return Date.parse(value.trim());
}

/** Like toEpochMs, but a date-only string gives the end of that UTC day. */
export function endToEpochMs(value: Instant | null | undefined): number {
  const start = toEpochMs(value);
  return typeof value === 'string' && DATE_ONLY.test(value.trim()) ? start + DAY_MS : start;
}
