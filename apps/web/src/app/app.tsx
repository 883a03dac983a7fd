import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router.ts';

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
}

/** Providers around the router; the router's HydrateFallback is the splash while the app starts. */
export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
