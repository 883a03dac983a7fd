import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../features/auth/index.ts';
import { DEFAULT_META } from '../../features/route-meta/route-meta.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { layoutMiddleware } from './layout-middleware.ts';
import { LAYOUTS } from './layouts.tsx';

describe('layout middleware', () => {
  it('has the layout of the page a navigation goes to loaded when the navigation ends (issue 12.4)', async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        middleware: [layoutMiddleware(() => routes)],
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'admin/dashboard', handle: { layout: 'admin' }, element: <p>Dashboard</p> },
        ],
      },
    ];
    const router = createMemoryRouter(routes);
    await router.navigate('/admin/dashboard');
    expect(router.state.location.pathname).toBe('/admin/dashboard');

    authStore.setState({ isInitialized: true, isAuthenticated: true, user: buildUser({ is_staff: true }) });
    const Layout = LAYOUTS.admin;
    renderWithProviders(
      <Suspense fallback={<p>Loading layout</p>}>
        <Layout meta={{ ...DEFAULT_META, layout: 'admin' }}>
          <h1>Page</h1>
        </Layout>
      </Suspense>,
    );
    // Shown in the same render: no fallback while its code would still be fetched.
    expect(screen.queryByText('Loading layout')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });
});
