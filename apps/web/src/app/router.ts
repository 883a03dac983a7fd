import { createBrowserRouter } from 'react-router';
import { createRouteTable } from '../routes/route-table.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router over the route table. The guards need the location a navigation
 * leaves; while a navigation runs, the router's state still holds that location.
 */
export function createAppRouter(): AppRouter {
  let router: AppRouter | undefined;
  const routes = createRouteTable({ previousPath: () => router?.state.location.pathname });
  router = createBrowserRouter(routes);
  return router;
}
