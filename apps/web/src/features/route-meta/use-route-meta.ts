import { useMemo } from 'react';
import { useMatches, useParams } from 'react-router';
import { documentTitle, mergeMeta, type RouteMeta } from './route-meta.ts';

/** The resolved options of the current route chain (layout, access, chrome, title). */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return useMemo(() => mergeMeta(matches.map((match) => match.handle)), [matches]);
}

/** The document title of the current route (spec §2 '{page title} - {product name}'). */
export function useRouteTitle(meta: RouteMeta): string {
  const params = useParams();
  return documentTitle(meta, params);
}
