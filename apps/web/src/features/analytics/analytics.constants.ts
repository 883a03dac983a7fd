import { ANALYTICS_SETTINGS } from './analytics-settings.ts';

/** Local-storage keys (spec §3 "Local storage"). */
export const ANONYMOUS_ID_KEY = 'anonymousId';
export const SESSION_KEY = 'analyticsSession';
/** Set once the native app has reported its first open (R3.45, R7.45). */
export const FIRST_NATIVE_OPEN_KEY = 'firstNativeOpen';
/** Events a page could not send before it went away; the next page picks them up. */
export const QUEUE_KEY = 'analyticsQueue';

export const ANONYMOUS_ID_PREFIX = 'anon_';
export const FIRST_NATIVE_OPEN_EVENT = 'first_native_open';

/** Spec §4 "Analytics session": a new session after 30 minutes idle or 24 hours in total. */
export const SESSION_IDLE_MS = ANALYTICS_SETTINGS.sessionIdleSeconds * 1000;
export const SESSION_MAX_MS = 24 * 60 * 60 * 1000;

/** Spec §9: events are sent in batches every 3 s by default, never faster than 250 ms nor slower than 5 s. */
export const FLUSH_INTERVAL_MS = 3000;
export const FLUSH_INTERVAL_MIN_MS = 250;
export const FLUSH_INTERVAL_MAX_MS = 5000;
/** A queue this long is sent at once instead of waiting for the interval. */
export const FLUSH_AT_EVENTS = 50;
/** The server takes at most 100 events per request (TRACKING_BATCH_MAX in the contract). */
export const BATCH_MAX_EVENTS = 100;
/** Past this many waiting events the oldest are dropped: a long outage must not fill the device. */
export const QUEUE_MAX_EVENTS = 1000;

/** Spec §9: the client sends at most 10 events per second, with bursts of up to 100. */
export const RATE_PER_SECOND = 10;
export const RATE_BURST = 100;

/** Spec §9: a quota answer (429) holds all sending for 60 s. */
export const QUOTA_PAUSE_MS = 60 * 1000;
/** Spec §8 (R8.39): server and network failures are retried 10 times, waiting 3 s, 6 s, 12 s … at most 30 min. */
export const RETRY_LIMIT = 10;
export const RETRY_BASE_MS = 3000;
export const RETRY_CAP_MS = 30 * 60 * 1000;

/** Spec §9: string property values are cut at 65,535 characters. */
export const STRING_PROPERTY_MAX = 65535;
/** Browsers refuse keepalive requests whose bodies pass 64 KiB in total; this leaves room for headers. */
export const KEEPALIVE_BODY_MAX_BYTES = 60_000;
