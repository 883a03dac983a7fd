import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { readNavigationStack } from './navigation-stack.ts';
import { isLeftOutOfHistory, useNavigationRecorder } from './use-navigation-recorder.ts';
import { useSmartBack } from './use-smart-back.ts';
// Registers Testing Library's cleanup between tests.
import '../../testing/render.tsx';

function Shell() {
  useNavigationRecorder();
  const back = useSmartBack();
  return (
    <>
      <button type="button" onClick={back}>
        Back
      </button>
      <Outlet />
    </>
  );
}

function renderAt(path: string) {
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/manager', element: page('Manager') },
          { path: '/manager/leagues', element: page('Leagues') },
          { path: '/settings', element: page('Settings') },
          { path: '/play', element: page('Play'), handle: { noBackTracking: true } },
          { path: '/login', element: page('Log in'), handle: { layout: 'auth' } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useSmartBack', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('R4.125 goes to the previous path of the stack, page after page', async () => {
    const router = renderAt('/manager');
    await act(() => router.navigate('/manager/leagues'));
    await act(() => router.navigate('/settings'));
    expect(readNavigationStack(window.sessionStorage)).toEqual(['/manager', '/manager/leagues', '/settings']);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/leagues'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
  });

  it('R4.126 R2.109 skips a no-back-tracking page, which never enters the stack', async () => {
    const router = renderAt('/settings');
    await act(() => router.navigate('/play'));
    expect(readNavigationStack(window.sessionStorage)).toEqual(['/settings']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('R4.126 leaves the sign-in screens out too', async () => {
    const router = renderAt('/login');
    await act(() => router.navigate('/settings'));
    expect(readNavigationStack(window.sessionStorage)).toEqual(['/settings']);
    expect(isLeftOutOfHistory({ layout: 'auth', noBackTracking: false })).toBe(true);
    expect(isLeftOutOfHistory({ layout: 'quickplay', noBackTracking: true })).toBe(true);
    expect(isLeftOutOfHistory({ layout: 'manager', noBackTracking: false })).toBe(false);
  });

  it('falls back to /manager without a previous page', async () => {
    const router = renderAt('/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
  });
});
