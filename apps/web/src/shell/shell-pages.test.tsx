import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/render.tsx';
import type { RouteHandle } from '../features/route-meta/route-meta.ts';
import { loadLayout } from './layouts/layouts.tsx';
import { stubScreen } from './media.testing.ts';
import { PAGE_FADE_IN_MS, PAGE_FADE_OUT_MS } from './page-switch.ts';
import { ShellPages } from './shell-pages.tsx';

// The app's router loads a page's layout before showing it (layout-middleware.ts); this one has no middleware.
beforeAll(() => loadLayout('manager'));

const mounted = { events: 0 };

/** A page with state of its own (a counter) and an effect, to see what survives. */
function CounterPage({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (name === 'Events') mounted.events += 1;
    return () => {
      if (name === 'Events') mounted.events -= 1;
    };
  }, [name]);
  return (
    <section aria-label={name}>
      <h1>{name}</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {name} count {count}
      </button>
    </section>
  );
}

function renderShell(path: string, pageHandle: RouteHandle = {}) {
  const route = (segment: string, name: string, handle: RouteHandle = {}) => ({
    path: segment,
    handle: { ...pageHandle, ...handle },
    element: <CounterPage name={name} />,
  });
  const router = createMemoryRouter(
    [
      {
        element: <ShellPages />,
        children: [
          {
            path: 'manager',
            handle: { layout: 'manager' },
            children: [
              route('events', 'Events', { keepAlive: true }),
              route('market', 'Market', { keepAlive: true }),
              route('leagues', 'Leagues'),
              route('play', 'Play', { transition: 'none' }),
            ],
          },
          route('settings', 'Settings'),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const phaseOf = (name: string) =>
  screen.getByRole('region', { name, hidden: true }).parentElement?.dataset.pagePhase;

describe('page transitions', () => {
  let unstub: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    unstub = stubScreen();
  });
  afterEach(() => {
    vi.useRealTimers();
    unstub();
  });

  it('R2.107 fades the old page out, then the new one in (out-in)', async () => {
    const router = renderShell('/manager/leagues');
    await act(() => router.navigate('/settings'));

    // Out: the old page (in its old layout) is still there, fading; the new one is not yet.
    expect(phaseOf('Leagues')).toBe('out');
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(PAGE_FADE_OUT_MS - 1));
    expect(phaseOf('Leagues')).toBe('out');

    // In: the old page is gone, the new one fades in.
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('heading', { name: 'Leagues' })).toBeNull();
    expect(phaseOf('Settings')).toBe('in');
    await act(() => vi.advanceTimersByTimeAsync(PAGE_FADE_IN_MS));
    expect(phaseOf('Settings')).toBe('idle');
  });

  it('R2.108 changes without any transition onto a route that blocks it', async () => {
    const router = renderShell('/manager/leagues');
    await act(() => router.navigate('/manager/play'));
    expect(screen.queryByRole('heading', { name: 'Leagues' })).toBeNull();
    expect(phaseOf('Play')).toBe('idle');
  });

  it('skips the fade when the system asks for reduced motion', async () => {
    unstub();
    unstub = stubScreen({ reducedMotion: true });
    const router = renderShell('/manager/leagues');
    await act(() => router.navigate('/settings'));
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(phaseOf('Settings')).toBe('idle');
  });
});

describe('kept-alive pages', () => {
  let unstub: () => void;
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    unstub = stubScreen();
    mounted.events = 0;
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    unstub();
    scrollTo.mockRestore();
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  });

  it('stay mounted but hidden elsewhere in the layout, and come back with their state and scroll position', async () => {
    const user = userEvent.setup();
    const router = renderShell('/manager/events', { transition: 'none' });
    await user.click(screen.getByRole('button', { name: 'Events count 0' }));
    expect(mounted.events).toBe(1);

    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 640 });
    await act(() => router.navigate('/manager/leagues'));
    const events = screen.getByRole('region', { name: 'Events', hidden: true });
    expect(events).toBeInTheDocument();
    expect(events).not.toBeVisible();
    // Hidden with the build's <Activity> (app/react-on-preact/activity.js): unlike React's, its
    // effects keep running meanwhile.
    expect(mounted.events).toBe(1);

    await act(() => router.navigate('/manager/events'));
    expect(screen.getByRole('region', { name: 'Events' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Events count 1' })).toBeInTheDocument();
    expect(mounted.events).toBe(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    // The ordinary page was let go when left.
    expect(screen.queryByRole('region', { name: 'Leagues', hidden: true })).toBeNull();
  });

  it('keep two kept-alive routes side by side, each with its own state', async () => {
    const user = userEvent.setup();
    const router = renderShell('/manager/events', { transition: 'none' });
    await user.click(screen.getByRole('button', { name: 'Events count 0' }));
    await act(() => router.navigate('/manager/market'));
    await user.click(screen.getByRole('button', { name: 'Market count 0' }));
    await user.click(screen.getByRole('button', { name: 'Market count 1' }));
    await act(() => router.navigate('/manager/events'));
    expect(screen.getByRole('button', { name: 'Events count 1' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Market', hidden: true })).not.toBeVisible();
    await act(() => router.navigate('/manager/market'));
    expect(screen.getByRole('button', { name: 'Market count 2' })).toBeVisible();
  });

  it('are let go when a page of another layout opens', async () => {
    const router = renderShell('/manager/events', { transition: 'none' });
    await act(() => router.navigate('/settings'));
    expect(screen.queryByRole('region', { name: 'Events', hidden: true })).toBeNull();
  });
});
