import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../api/fetch-stub.testing.ts';
import { clearBreadcrumbs, readBreadcrumbs } from '../../platform/index.ts';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from './analytics.constants.ts';
import { identifyUser, resetAnalyticsIdentity, track } from './track.ts';

const MINUTE_MS = 60 * 1000;

function stubTracking() {
  return stubApi({ 'POST tracking/track/': new Response(null, { status: 204 }) });
}

function sessionIds(api: ReturnType<typeof stubTracking>): unknown[] {
  return api.requests.map((request) => (request.body as { sessionId: unknown }).sessionId);
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('track', () => {
  it('posts {event, properties, label, value, sessionId} with the anonymous id', async () => {
    const api = stubTracking();
    await track('card_opened', { properties: { card: 3 }, label: 'market', value: 12 });
    expect(api.requests[0]?.body).toEqual({
      event: 'card_opened',
      properties: { card: 3 },
      label: 'market',
      value: 12,
      sessionId: expect.stringMatching(/^[a-z0-9]{24}$/),
      anonymousId: expect.stringMatching(/^anon_[a-z0-9]{16}$/),
    });
  });

  it('creates the anonymous id once and reuses it', async () => {
    const api = stubTracking();
    await track('a');
    await track('b');
    const [first, second] = api.requests.map(
      (request) => (request.body as { anonymousId: string }).anonymousId,
    );
    expect(first).toBe(localStorage.getItem('anonymousId'));
    expect(second).toBe(first);
  });

  it('starts a session when there is none and keeps it while active', async () => {
    const api = stubTracking();
    await track('a');
    vi.advanceTimersByTime(SESSION_IDLE_MS - 1);
    await track('b');
    const [first, second] = sessionIds(api);
    expect(second).toBe(first);
  });

  it('starts a new session after 30 minutes idle', async () => {
    expect(SESSION_IDLE_MS).toBe(30 * MINUTE_MS);
    const api = stubTracking();
    await track('a');
    vi.advanceTimersByTime(SESSION_IDLE_MS);
    await track('b');
    const [first, second] = sessionIds(api);
    expect(second).not.toBe(first);
  });

  it('starts a new session after 24 hours even when active throughout', async () => {
    expect(SESSION_MAX_MS).toBe(24 * 60 * MINUTE_MS);
    const api = stubTracking();
    await track('start');
    for (let elapsed = 0; elapsed < SESSION_MAX_MS - 20 * MINUTE_MS; elapsed += 20 * MINUTE_MS) {
      vi.advanceTimersByTime(20 * MINUTE_MS);
      await track('tick');
    }
    const ids = sessionIds(api);
    expect(new Set(ids).size).toBe(1);
    vi.advanceTimersByTime(20 * MINUTE_MS);
    await track('late');
    expect(sessionIds(api).at(-1)).not.toBe(ids[0]);
  });

  it('replaces a corrupt stored session', async () => {
    localStorage.setItem('analyticsSession', '{broken');
    const api = stubTracking();
    await track('a');
    expect(sessionIds(api)[0]).toEqual(expect.any(String));
  });

  it('only notes failures as breadcrumbs, from the server or the network', async () => {
    clearBreadcrumbs();
    stubApi({ 'POST tracking/track/': jsonResponse(500, { detail: 'down' }) });
    await expect(track('a')).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(track('b')).resolves.toBeUndefined();
    expect(readBreadcrumbs().map((crumb) => crumb.message)).toEqual([
      'Tracking "a" failed',
      'Tracking "b" failed',
    ]);
  });

  it('identifies a user with a user_identified event', async () => {
    const api = stubTracking();
    await identifyUser({ id: 9 });
    expect(api.requests[0]?.body).toMatchObject({ event: 'user_identified', properties: { user_id: 9 } });
  });

  it('resets the identity: a new anonymous id and session follow (A14)', async () => {
    const api = stubTracking();
    await track('before');
    resetAnalyticsIdentity();
    expect(localStorage.getItem('anonymousId')).toBeNull();
    await track('after');
    const [before, after] = api.requests.map(
      (request) => request.body as { anonymousId: string; sessionId: string },
    );
    expect(after?.anonymousId).not.toBe(before?.anonymousId);
    expect(after?.sessionId).not.toBe(before?.sessionId);
  });
});
