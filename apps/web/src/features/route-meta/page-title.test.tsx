import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './page-title.ts';
import { useDocumentTitle, useRouteMeta } from './use-route-meta.ts';

/** As the shell does: the document title of whatever route is current. */
function Shell({ keptPage }: { keptPage?: boolean }) {
  useDocumentTitle(useRouteMeta());
  return (
    <>
      <Outlet />
      {/* A page still on screen after the route moved on (a fade-out, a kept-alive page). */}
      {keptPage ? <EventPage /> : null}
    </>
  );
}

/** A page whose own title arrives with its data. */
function EventPage() {
  const [name, setName] = useState<string>();
  usePageTitle(name);
  return (
    <button type="button" onClick={() => setName('Laax Open')}>
      Load
    </button>
  );
}

function renderAt(at: string, { keptPage = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell keptPage={keptPage} />,
        children: [
          { path: 'events/:slug', handle: { title: 'Event' }, element: keptPage ? null : <EventPage /> },
          { path: 'rankings', handle: { title: 'Rankings' }, element: null },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePageTitle: a page titles itself once loaded (spec §2, R2.128)', () => {
  afterEach(() => {
    cleanup();
    document.title = '';
  });

  it("keeps the route's title while the page loads, then shows the page's own", async () => {
    renderAt('/events/laax-open');
    expect(document.title).toBe('Event - Shred League');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(document.title).toBe('Laax Open - Shred League');
  });

  it('gives the next route its own title once the page is left', async () => {
    const router = renderAt('/events/laax-open');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    await act(() => router.navigate('/rankings'));
    expect(document.title).toBe('Rankings - Shred League');
  });

  it('never titles another address, even while the page that set it is still on screen', async () => {
    const router = renderAt('/events/laax-open', { keptPage: true });
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(document.title).toBe('Laax Open - Shred League');
    await act(() => router.navigate('/rankings'));
    expect(screen.getByRole('button', { name: 'Load' })).toBeInTheDocument();
    expect(document.title).toBe('Rankings - Shred League');
    await act(() => router.navigate('/events/laax-open'));
    expect(document.title).toBe('Laax Open - Shred League');
  });
});
