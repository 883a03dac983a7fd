import { call } from '../../api/index.ts';
import { addBreadcrumb } from '../../platform/index.ts';
import { QUEUE_KEY, STRING_PROPERTY_MAX } from './analytics.constants.ts';
import { type AnalyticsQueue, createAnalyticsQueue, type SendBatch } from './analytics-queue.ts';
import { clearSession, touchSession } from './analytics-session.ts';
import { ANALYTICS_SETTINGS } from './analytics-settings.ts';
import { clearAnonymousId, getAnonymousId } from './anonymous-id.ts';

export interface TrackDetails {
  properties?: Record<string, unknown>;
  label?: string;
  value?: number;
}

/**
 * Signed-in users are attributed by their token, which the api client adds when the request
 * starts: a flush started before logout clears the tokens still carries it. Keepalive fetch
 * rather than sendBeacon on page hide, because a beacon can carry neither that header nor
 * bring back the answer the retry rules need while the page lives on.
 */
const sendBatch: SendBatch = (batch, { keepalive }) =>
  call('track', {
    body: { batch },
    // A request the network leaves hanging must not hold the queue forever (R9.56).
    signal: AbortSignal.timeout(ANALYTICS_SETTINGS.defaultRequestTimeoutMs),
    ...(keepalive ? { keepalive } : {}),
  });

let queue: AnalyticsQueue | undefined;

function analyticsQueue(): AnalyticsQueue {
  queue ??= createAnalyticsQueue({
    send: sendBatch,
    storage: typeof localStorage === 'undefined' ? undefined : localStorage,
    storageKey: QUEUE_KEY,
  });
  return queue;
}

/** Spec §9: string values are cut at 65,535 characters rather than refusing the event. */
function capStrings(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      typeof value === 'string' && value.length > STRING_PROPERTY_MAX
        ? value.slice(0, STRING_PROPERTY_MAX)
        : value,
    ]),
  );
}

/**
 * Record an analytics event: it is stamped with its time, session and anonymous id now and
 * queued; batches go to POST tracking/track/ in the background (analytics-queue.ts). Returns
 * at once and never throws: analytics must neither break nor slow a user action.
 *
 * First-party tracking is product behaviour and does not depend on the cookie banner: the
 * spec ties userConsent to the tag manager only (§4 Cookie consent, R4.65), and in the native
 * app, where "analytics consent is disabled" (R4.64), the first native open is still tracked
 * (R7.45).
 */
export function track(event: string, details: TrackDetails = {}): void {
  try {
    analyticsQueue().enqueue({
      event,
      properties: details.properties ? capStrings(details.properties) : null,
      label: details.label ?? null,
      value: details.value ?? null,
      sessionId: touchSession(),
      anonymousId: getAnonymousId(),
      timestamp: new Date().toISOString(),
    });
  } catch (error) {
    addBreadcrumb('analytics', `Tracking "${event}" failed`, { level: 'warning', error });
  }
}

/**
 * Send everything queued now, with the current token (logout, page hide); resolves when the
 * answers are in. Never rejects.
 */
export function flushAnalytics(): Promise<void> {
  return analyticsQueue().flushUrgently();
}

/** Link the anonymous id of this device to the signed-in user (spec §4 Login), sent at once. */
export function identifyUser(user: { id: number }): void {
  track('user_identified', { properties: { user_id: user.id } });
  void flushAnalytics();
}

/** Forget who this device belonged to: a new anonymous id and session follow (A14). */
export function resetAnalyticsIdentity(): void {
  clearAnonymousId();
  clearSession();
}

/**
 * Take over events an earlier page left unsent, and send what waits whenever the page is
 * hidden or left (tab switch, close, reload, the app going to the background), when a
 * normal request would be cancelled.
 */
export function startAnalyticsQueue(win: Window = window): () => void {
  const outbox = analyticsQueue();
  outbox.resume();
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') void outbox.flushUrgently();
    else outbox.resume();
  };
  const onPageHide = () => void outbox.flushUrgently();
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
  };
}

/** Tests start each case with an empty queue and no timers. */
export function resetAnalyticsForTesting(): void {
  queue?.dispose();
  queue = undefined;
}
