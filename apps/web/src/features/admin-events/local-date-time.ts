/**
 * `<input type="datetime-local">` speaks wall-clock time without a zone ('2027-01-20T10:30');
 * the API speaks instants with an offset. Staff type times in their own zone.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** An instant as the input's value in the browser's zone; '' when it is not a date. */
export function toLocalInput(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The input's value as an ISO instant (UTC). Anything that is not a wall-clock time is
 * passed on unchanged, so the contract's own check names the problem.
 */
export function fromLocalInput(value: string): string {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(trimmed)) return trimmed;
  const ms = Date.parse(trimmed);
  return Number.isNaN(ms) ? trimmed : new Date(ms).toISOString();
}

/** The zone the inputs are read in, to say so next to them ('Europe/Zurich'). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your local time';
}

/** '20 Jan 2027, 10:30' in the browser's zone. */
export function formatInstant(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}
