import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/render.tsx';
import { PROGRESS_LINGER_MS, RouteProgress } from './route-progress.tsx';

function renderWithSlowRoute() {
  let finish: () => void = () => {};
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/quick', element: <h1>Quick</h1> },
          {
            path: '/slow',
            loader: () =>
              new Promise<null>((resolve) => {
                finish = () => resolve(null);
              }),
            element: <h1>Slow</h1>,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, finish: () => finish() };
}

const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' });

describe('route progress indicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('R2.112 shows from the start of a route change until 100 ms after it ends', async () => {
    expect(PROGRESS_LINGER_MS).toBe(100);
    const { router, finish } = renderWithSlowRoute();
    expect(bar()).toBeNull();

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = router.navigate('/slow');
    });
    expect(bar()).toBeInTheDocument();
    expect(bar()).toHaveAttribute('data-state', 'loading');

    // However long the page takes, the bar stays.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(bar()).toBeInTheDocument();

    await act(async () => {
      finish();
      await done;
    });
    expect(screen.getByRole('heading', { name: 'Slow' })).toBeInTheDocument();
    expect(bar()).toHaveAttribute('data-state', 'done');
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_LINGER_MS - 1));
    expect(bar()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(bar()).toBeNull();
  });

  it('R2.112 still shows for 100 ms after a change that ends at once', async () => {
    const { router } = renderWithSlowRoute();
    await act(() => router.navigate('/quick'));
    expect(screen.getByRole('heading', { name: 'Quick' })).toBeInTheDocument();
    expect(bar()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_LINGER_MS));
    expect(bar()).toBeNull();
  });

  it('R2.112 restarts for a change that begins while the last one lingers', async () => {
    const { router, finish } = renderWithSlowRoute();
    await act(() => router.navigate('/quick'));
    await act(() => vi.advanceTimersByTimeAsync(50));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = router.navigate('/slow');
    });
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_LINGER_MS * 3));
    expect(bar()).toHaveAttribute('data-state', 'loading');
    await act(async () => {
      finish();
      await done;
    });
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_LINGER_MS));
    expect(bar()).toBeNull();
  });
});
