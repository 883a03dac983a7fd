import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../api/fetch-stub.testing.ts';
import { trackPageViews } from './page-views.ts';
import { resetAnalyticsForTesting } from './track.ts';
import { trackedEvents } from './tracked-events.testing.ts';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetAnalyticsForTesting();
});
afterEach(() => {
  resetAnalyticsForTesting();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('tracks the first page and each page navigated to, all sent in one batch', async () => {
  const api = stubApi({ 'POST tracking/track/': new Response(null, { status: 204 }) });
  const page = { element: null };
  const router = createMemoryRouter(
    [
      { path: '/', ...page },
      { path: '/manager/events', ...page },
      { path: '/manager/market', ...page },
    ],
    { initialEntries: ['/'] },
  );
  const stop = trackPageViews(router);
  await router.navigate('/manager/events');
  await router.navigate('/manager/events?tab=past');
  await router.navigate('/manager/market');
  stop();
  await vi.advanceTimersByTimeAsync(3000);
  expect(api.to('POST', 'tracking/track/')).toHaveLength(1);
  expect(trackedEvents(api.requests).map((event) => [event.event, event.label])).toEqual([
    ['page_view', '/'],
    ['page_view', '/manager/events'],
    ['page_view', '/manager/market'],
  ]);
});
