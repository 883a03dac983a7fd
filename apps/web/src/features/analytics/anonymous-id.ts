import { ANONYMOUS_ID_KEY, ANONYMOUS_ID_PREFIX } from './analytics.constants.ts';
import { randomId } from './random-id.ts';

/** The visitor's anonymous id, created on first use (spec §3: `anon_` plus random characters). */
export function getAnonymousId(): string {
  const stored = localStorage.getItem(ANONYMOUS_ID_KEY);
  if (stored) return stored;
  const created = `${ANONYMOUS_ID_PREFIX}${randomId(16)}`;
  localStorage.setItem(ANONYMOUS_ID_KEY, created);
  return created;
}

/** Logout forgets the anonymous id so the next visitor on this device is not linked (A14). */
export function clearAnonymousId(): void {
  localStorage.removeItem(ANONYMOUS_ID_KEY);
}
