import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../api/fetch-stub.testing.ts';
import { call } from '../../api/index.ts';
import { clearBreadcrumbs, readBreadcrumbs } from '../../platform/index.ts';
import { createSimulatedNativePlatform } from '../../platform/simulated-native-platform.ts';
import { createWebPlatform } from '../../platform/web-platform.ts';
import { CONSENT_COOKIE } from '../consent/consent-cookie.ts';
import {
  FIRST_NATIVE_OPEN_KEY,
  QUEUE_KEY,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  STRING_PROPERTY_MAX,
} from './analytics.constants.ts';
import { clampFlushInterval, createAnalyticsQueue, retryDelay } from './analytics-queue.ts';
import { trackFirstNativeOpen } from './first-native-open.ts';
import {
  flushAnalytics,
  identifyUser,
  resetAnalyticsForTesting,
  resetAnalyticsIdentity,
  startAnalyticsQueue,
  track,
} from './track.ts';
import { trackedEvents } from './tracked-events.testing.ts';

const SECOND = 1000;
const MINUTE_MS = 60 * SECOND;

const stored = () => new Response(null, { status: 204 });

function stubTracking(replies: Response | Response[] = stored()) {
  return stubApi({ 'POST tracking/track/': replies });
}

function posts(api: ReturnType<typeof stubTracking>) {
  return api.to('POST', 'tracking/track/');
}

const names = (api: ReturnType<typeof stubTracking>) => trackedEvents(api.requests).map((e) => e.event);

/** Track one event and let the flush interval pass, so it is sent on its own. */
async function trackAndSend(event: string): Promise<void> {
  track(event);
  await vi.advanceTimersByTimeAsync(3 * SECOND);
}

let stopQueue: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  clearBreadcrumbs();
  resetAnalyticsForTesting();
});
afterEach(() => {
  stopQueue?.();
  stopQueue = undefined;
  resetAnalyticsForTesting();
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('track (R3.10)', () => {
  it('queues {event, properties, label, value, sessionId} with the anonymous id (anon_ and random characters) and when it happened (R3.42)', async () => {
    const api = stubTracking();
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    track('card_opened', { properties: { card: 3 }, label: 'market', value: 12 });
    expect(posts(api)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(posts(api)[0]?.body).toEqual({
      batch: [
        {
          event: 'card_opened',
          properties: { card: 3 },
          label: 'market',
          value: 12,
          sessionId: expect.stringMatching(/^[a-z0-9]{24}$/),
          anonymousId: expect.stringMatching(/^anon_[a-z0-9]{16}$/),
          timestamp: '2026-03-01T10:00:00.000Z',
        },
      ],
    });
  });

  it('returns at once and never throws, even when storage fails', () => {
    stubTracking();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(track('a')).toBeUndefined();
    expect(readBreadcrumbs().map((crumb) => crumb.message)).toContain('Tracking "a" failed');
  });

  it('cuts string properties at 65,535 characters (R9.57)', async () => {
    const api = stubTracking();
    track('long', { properties: { text: 'x'.repeat(70_000), n: 1 } });
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    const [event] = trackedEvents(api.requests);
    expect(STRING_PROPERTY_MAX).toBe(65535);
    expect(String(event?.properties?.text).length).toBe(65535);
    expect(event?.properties?.n).toBe(1);
  });

  it('creates the anonymous id once and reuses it', async () => {
    const api = stubTracking();
    track('a');
    track('b');
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    const [first, second] = trackedEvents(api.requests).map((event) => event.anonymousId);
    expect(first).toBe(localStorage.getItem('anonymousId'));
    expect(second).toBe(first);
  });
});

describe('batching (R9.49)', () => {
  it('sends what gathered in one request every 3 s', async () => {
    const api = stubTracking();
    track('a');
    await vi.advanceTimersByTimeAsync(1 * SECOND);
    track('b');
    await vi.advanceTimersByTimeAsync(2 * SECOND - 1);
    expect(posts(api)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts(api)).toHaveLength(1);
    expect(names(api)).toEqual(['a', 'b']);
    track('c');
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(posts(api)).toHaveLength(2);
  });

  it('keeps the flush interval between 250 ms and 5 s, 3 s by default', async () => {
    expect(clampFlushInterval(100)).toBe(250);
    expect(clampFlushInterval(60_000)).toBe(5000);
    expect(clampFlushInterval(Number.NaN)).toBe(3000);
    expect(clampFlushInterval(1000)).toBe(1000);
    const api = stubTracking();
    const queue = createAnalyticsQueue({
      send: (batch) => call('track', { body: { batch } }),
      flushIntervalMs: 10,
    });
    queue.enqueue({
      event: 'fast',
      properties: null,
      label: null,
      value: null,
      sessionId: 's',
      anonymousId: 'anon_x',
      timestamp: new Date().toISOString(),
    });
    await vi.advanceTimersByTimeAsync(249);
    expect(posts(api)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts(api)).toHaveLength(1);
    queue.dispose();
  });

  it('sends at once when 50 events wait, without waiting for the interval', async () => {
    const api = stubTracking();
    for (let i = 0; i < 49; i++) track(`e${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(posts(api)).toHaveLength(0);
    track('e49');
    await vi.advanceTimersByTimeAsync(0);
    expect(posts(api)).toHaveLength(1);
    expect(trackedEvents(api.requests)).toHaveLength(50);
  });
});

describe('client rate limit (R9.50)', () => {
  it('lets a burst of 100 through, then 10 a second, and notes how many it dropped', async () => {
    const api = stubTracking();
    for (let i = 0; i < 150; i++) track('burst');
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(trackedEvents(api.requests)).toHaveLength(100);
    for (let i = 0; i < 50; i++) track('later');
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    // 3 s after the burst the bucket held 30 tokens.
    expect(names(api).filter((name) => name === 'later')).toHaveLength(30);
    expect(readBreadcrumbs().map((crumb) => crumb.message)).toEqual(
      expect.arrayContaining([
        'Dropped 50 events over the client rate limit',
        'Dropped 20 events over the client rate limit',
      ]),
    );
  });
});

describe('failed sends (R8.39, R9.51)', () => {
  it('retries server errors 10 times, waiting 3 s, 6 s, 12 s … then drops the batch', async () => {
    const api = stubTracking(jsonResponse(503, { detail: 'down' }));
    track('lost');
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(posts(api)).toHaveLength(1);
    for (let retry = 1; retry <= 10; retry++) {
      const wait = 3 * SECOND * 2 ** (retry - 1);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(posts(api), `before retry ${retry}`).toHaveLength(retry);
      await vi.advanceTimersByTimeAsync(1);
      expect(posts(api), `retry ${retry}`).toHaveLength(retry + 1);
    }
    await vi.advanceTimersByTimeAsync(60 * MINUTE_MS);
    expect(posts(api)).toHaveLength(11);
    expect(trackedEvents(api.requests).every((event) => event.event === 'lost')).toBe(true);
    expect(readBreadcrumbs().at(-1)?.message).toBe('Tracking failed 11 times: dropped 1 events');
  });

  it('never waits more than 30 minutes between tries', () => {
    expect([1, 2, 3, 10].map(retryDelay)).toEqual([3000, 6000, 12_000, 1_536_000]);
    expect(retryDelay(11)).toBe(30 * MINUTE_MS);
    expect(retryDelay(40)).toBe(30 * MINUTE_MS);
  });

  it('retries network failures the same way, and the events arrive once', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const api = stubTracking();
    fetchMock.mockImplementation(api.fetchMock);
    vi.stubGlobal('fetch', fetchMock);
    track('a');
    track('b');
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(names(api)).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(10 * MINUTE_MS);
    expect(names(api)).toEqual(['a', 'b']);
  });

  it('holds all sending for 60 s after a quota answer (429), then sends the same events', async () => {
    const api = stubTracking([jsonResponse(429, { detail: 'Slow down' }), stored()]);
    track('a');
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    for (let i = 0; i < 60; i++) track(`more${i}`);
    await vi.advanceTimersByTimeAsync(60 * SECOND - 1);
    expect(posts(api)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts(api)).toHaveLength(2);
    expect(trackedEvents([posts(api)[1]!]).map((event) => event.event)).toEqual([
      'a',
      ...Array.from({ length: 60 }, (_, i) => `more${i}`),
    ]);
  });

  it('drops the events a 400 names by batch index and sends the rest at once', async () => {
    const refused = jsonResponse(400, {
      detail: 'Check the events.',
      fields: { 'batch.1.label': ['Too long.'], 'batch.3': ['Bad.'] },
    });
    const api = stubTracking([refused, stored()]);
    for (const name of ['a', 'b', 'c', 'd', 'e']) track(name);
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(posts(api)).toHaveLength(2);
    expect(trackedEvents([posts(api)[1]!]).map((event) => event.event)).toEqual(['a', 'c', 'e']);
  });

  it('drops the whole batch on a 400 that names no event', async () => {
    const api = stubTracking([jsonResponse(400, { detail: 'Bad body.' }), stored()]);
    track('a');
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    await vi.advanceTimersByTimeAsync(10 * MINUTE_MS);
    expect(posts(api)).toHaveLength(1);
  });
});

describe('leaving the page', () => {
  it('sends what waits at once with keepalive when the page is hidden', async () => {
    const api = stubTracking();
    stopQueue = startAnalyticsQueue();
    track('a');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(posts(api)).toHaveLength(1);
    expect(api.fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
    expect(names(api)).toEqual(['a']);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    expect(posts(api)).toHaveLength(1);
  });

  it('leaves events it may not send yet for the next page, which sends them', async () => {
    const api = stubTracking([jsonResponse(503, { detail: 'down' }), stored()]);
    stopQueue = startAnalyticsQueue();
    track('a');
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '{}').events).toHaveLength(1);
    stopQueue();
    resetAnalyticsForTesting();
    stopQueue = startAnalyticsQueue();
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(names(api)).toEqual(['a', 'a']);
    expect(posts(api)).toHaveLength(2);
  });
});

describe('signed-in events', () => {
  it('identifies a user at once with a user_identified event (R4.14)', async () => {
    const api = stubTracking();
    identifyUser({ id: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(trackedEvents(api.requests)[0]).toMatchObject({
      event: 'user_identified',
      properties: { user_id: 9 },
    });
  });

  it('flushAnalytics sends the queue at once and resolves when answered', async () => {
    const api = stubTracking();
    track('user_logout');
    await flushAnalytics();
    expect(names(api)).toEqual(['user_logout']);
  });

  it('resets the identity: a new anonymous id and session follow (R4.17, A14)', async () => {
    const api = stubTracking();
    await trackAndSend('before');
    resetAnalyticsIdentity();
    expect(localStorage.getItem('anonymousId')).toBeNull();
    await trackAndSend('after');
    const [before, after] = trackedEvents(api.requests);
    expect(after?.anonymousId).not.toBe(before?.anonymousId);
    expect(after?.sessionId).not.toBe(before?.sessionId);
  });
});

describe('analytics session (spec §4)', () => {
  const sessions = (api: ReturnType<typeof stubTracking>) =>
    trackedEvents(api.requests).map((event) => event.sessionId);

  it('starts a session when there is none and keeps it in local storage (R4.132, R3.43)', async () => {
    const api = stubTracking();
    await trackAndSend('a');
    const [first] = sessions(api);
    expect(JSON.parse(localStorage.getItem('analyticsSession') ?? '{}').id).toBe(first);
  });

  it('keeps the session while active and starts a new one after 30 minutes idle (R4.133)', async () => {
    expect(SESSION_IDLE_MS).toBe(30 * MINUTE_MS);
    const api = stubTracking();
    await trackAndSend('a');
    await vi.advanceTimersByTimeAsync(SESSION_IDLE_MS - 3 * SECOND - 1);
    await trackAndSend('b');
    await vi.advanceTimersByTimeAsync(SESSION_IDLE_MS - 3 * SECOND);
    await trackAndSend('c');
    const [a, b, c] = sessions(api);
    expect(b).toBe(a);
    expect(c).not.toBe(b);
  });

  it('starts a new session after 24 hours even when active throughout (R4.134, R9.53)', async () => {
    expect(SESSION_MAX_MS).toBe(24 * 60 * MINUTE_MS);
    const api = stubTracking();
    await trackAndSend('start');
    for (let elapsed = 0; elapsed < SESSION_MAX_MS - 20 * MINUTE_MS; elapsed += 20 * MINUTE_MS) {
      await vi.advanceTimersByTimeAsync(20 * MINUTE_MS - 3 * SECOND);
      await trackAndSend('tick');
    }
    const ids = sessions(api);
    expect(new Set(ids).size).toBe(1);
    await vi.advanceTimersByTimeAsync(20 * MINUTE_MS);
    await trackAndSend('late');
    expect(sessions(api).at(-1)).not.toBe(ids[0]);
  });

  it('replaces a corrupt stored session', async () => {
    localStorage.setItem('analyticsSession', '{broken');
    const api = stubTracking();
    await trackAndSend('a');
    expect(sessions(api)[0]).toEqual(expect.stringMatching(/^[a-z0-9]{24}$/));
  });
});

describe('first native open (R7.45, R3.45)', () => {
  it('is sent once on the first start of the native app, and the flag is kept', async () => {
    const api = stubTracking();
    const phone = createSimulatedNativePlatform({ platform: 'android', version: '1.0.0' });
    await expect(trackFirstNativeOpen(phone)).resolves.toBe(true);
    expect(localStorage.getItem(FIRST_NATIVE_OPEN_KEY)).toBe('true');
    await expect(trackFirstNativeOpen(phone)).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(trackedEvents(api.requests)).toEqual([
      expect.objectContaining({ event: 'first_native_open', properties: { platform: 'android' } }),
    ]);
  });

  it('is never sent from a browser', async () => {
    const api = stubTracking();
    await expect(trackFirstNativeOpen(createWebPlatform('test'))).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(posts(api)).toHaveLength(0);
    expect(localStorage.getItem(FIRST_NATIVE_OPEN_KEY)).toBeNull();
  });
});

describe('consent (spec §4 Cookie consent)', () => {
  it('sends first-party events whatever the cookie banner answer: userConsent gates the tag manager only (R4.65, R4.64)', async () => {
    const api = stubTracking();
    await trackAndSend('unset');
    Cookies.set(CONSENT_COOKIE, 'denied', { path: '/' });
    await trackAndSend('denied');
    Cookies.set(CONSENT_COOKIE, 'granted', { path: '/' });
    await trackAndSend('granted');
    expect(names(api)).toEqual(['unset', 'denied', 'granted']);
  });
});
