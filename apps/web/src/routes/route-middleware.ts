import type { MiddlewareFunction } from 'react-router';
import { onNewBuild } from '../features/pwa/new-build.ts';
import { pageVersionMiddleware } from '../features/pwa/page-payload.ts';
import { getPlatform } from '../platform/index.ts';
import { layoutMiddleware } from '../shell/layouts/layout-middleware.ts';
import { type GuardSources, guardMiddleware } from './guards/guard-middleware.ts';

/** The middleware a route may name, each made from what the route table hands it. */
const ROUTE_MIDDLEWARE = {
  layout: (sources) => layoutMiddleware(sources.routes),
  guards: (sources) => guardMiddleware(sources),
  'page-version': (sources) =>
    pageVersionMiddleware({
      routes: sources.routes,
      onNewVersion: (version) => void onNewBuild(version),
      enabled: () => import.meta.env.PROD && !getPlatform().isNative,
    }),
} satisfies Record<string, (sources: GuardSources) => MiddlewareFunction>;

export type RouteMiddlewareName = keyof typeof ROUTE_MIDDLEWARE;

/**
 * The middleware of `names`, in that order. The type admits only known names; a name that
 * slips past it at run time (an untyped caller, a name read from data) fails loudly with the
 * spec's message (R8.12) instead of leaving a route unguarded.
 */
export function routeMiddleware(
  names: readonly RouteMiddlewareName[],
  sources: GuardSources,
): MiddlewareFunction[] {
  return names.map((name) => {
    if (!Object.hasOwn(ROUTE_MIDDLEWARE, name)) throw new Error('Unknown route middleware');
    return ROUTE_MIDDLEWARE[name](sources);
  });
}
