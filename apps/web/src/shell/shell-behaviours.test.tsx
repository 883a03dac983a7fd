import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../testing/render.tsx';
import { swipeFinger, tap } from '../features/gestures/touch-events.testing.ts';
import { readNavigationStack } from '../features/navigation/index.ts';
import { setPlatformForTesting } from '../platform/index.ts';
import { createSimulatedNativePlatform } from '../platform/simulated-native-platform.ts';
import { ShellBehaviours } from './shell-behaviours.tsx';

function renderAt(path: string, native: boolean) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ShellBehaviours native={native} />
            <Outlet />
          </>
        ),
        children: [
          { path: '/manager', element: <h1>Manager</h1> },
          { path: '/settings', element: <h1>Settings</h1> },
          { path: '/play', element: <h1>Play</h1>, handle: { noBackTracking: true } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const edgeSwipe = () => swipeFinger(document.body, { x: 4, y: 400 }, { x: 160, y: 405 });

describe('shell behaviours', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    setPlatformForTesting(createSimulatedNativePlatform({ platform: 'ios', version: '1.0.0' }));
  });
  afterEach(() => setPlatformForTesting(undefined));

  it('records each page in the navigation stack (R4.124)', async () => {
    const router = renderAt('/manager', false);
    await act(() => router.navigate('/settings'));
    expect(readNavigationStack(window.sessionStorage)).toEqual(['/manager', '/settings']);
  });

  it('R5.19 R5.20 on native, a swipe from the left edge goes back through the stack', async () => {
    const router = renderAt('/manager', true);
    await act(() => router.navigate('/settings'));
    await act(async () => edgeSwipe());
    expect(router.state.location.pathname).toBe('/manager');
  });

  it('R2.110 R5.21 on a no-back-tracking route the swipe is ignored and the system back gesture is off', async () => {
    const router = renderAt('/manager', true);
    expect(document.documentElement.dataset.backGesture).toBe('enabled');
    await act(() => router.navigate('/play'));
    expect(document.documentElement.dataset.backGesture).toBe('disabled');
    await act(async () => edgeSwipe());
    expect(router.state.location.pathname).toBe('/play');
    await act(() => router.navigate('/settings'));
    expect(document.documentElement.dataset.backGesture).toBe('enabled');
  });

  it('on the web the edge swipe does nothing (native only)', async () => {
    const router = renderAt('/manager', false);
    await act(() => router.navigate('/settings'));
    await act(async () => edgeSwipe());
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('R5.22 suppresses a double tap anywhere in the app', () => {
    renderAt('/manager', false);
    expect(tap(document.body).defaultPrevented).toBe(false);
    expect(tap(document.body).defaultPrevented).toBe(true);
  });
});
