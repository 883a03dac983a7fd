import { type MiddlewareFunction, matchRoutes, type RouteObject } from 'react-router';
import { mergeMeta } from '../../features/route-meta/route-meta.ts';
import { loadLayout } from './layouts.tsx';

/**
 * Fetch the layout of the page a navigation goes to alongside the page's own chunk and the
 * access checks, and let the navigation finish only once it is there: the page then shows in
 * its layout at once, without a splash in between (issue 12.4).
 */
export function layoutMiddleware(routes: () => RouteObject[]): MiddlewareFunction {
  return async ({ request }, next) => {
    const matches = matchRoutes(routes(), new URL(request.url).pathname) ?? [];
    const loading = loadLayout(mergeMeta(matches.map((match) => match.route.handle)).layout);
    // A redirect ends this navigation before the await below; the next one loads what it needs.
    loading.catch(() => undefined);
    await next();
    await loading;
  };
}
