/** Local-storage keys (spec §3 "Local storage"). */
export const ANONYMOUS_ID_KEY = 'anonymousId';
export const SESSION_KEY = 'analyticsSession';

export const ANONYMOUS_ID_PREFIX = 'anon_';

/** Spec §4 "Analytics session": a new session after 30 minutes idle or 24 hours in total. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 24 * 60 * 60 * 1000;
