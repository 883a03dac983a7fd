import { formatDayMonth, toEpochMs } from '@shred/game';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const ago = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * When a notification came (spec §4, A19): whole minutes under an hour, hours under a day,
 * days under a week, else a short date, with the year only when it is not this year's. A
 * time a little ahead of this device's clock reads 'Just now' rather than a negative count.
 */
export function notificationAge(createdAt: string, now: number = Date.now()): string {
  const at = toEpochMs(createdAt);
  if (Number.isNaN(at)) return '';
  const elapsed = now - at;
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return ago(Math.floor(elapsed / DAY_MS), 'day');
  const year = new Date(at).getUTCFullYear();
  return year === new Date(now).getUTCFullYear() ? formatDayMonth(at) : `${formatDayMonth(at)} ${year}`;
}
