import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

interface RenderOptions {
  /** The URL the component is shown at. */
  at?: string;
  /** The route pattern, for pages that read params. */
  path?: string;
}

/** Render a component inside a fresh query cache and a memory router, as the app would. */
export function renderWithProviders(ui: ReactElement, { at = '/', path = '*' }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: [at],
    },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
