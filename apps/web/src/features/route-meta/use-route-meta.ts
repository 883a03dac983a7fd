import { useEffect, useMemo } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import { useOwnPageTitle } from './page-title.ts';
import { documentTitle, mergeMeta, type RouteMeta } from './route-meta.ts';

/** The resolved options of the current route chain (layout, access, chrome, title). */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return useMemo(() => mergeMeta(matches.map((match) => match.handle)), [matches]);
}

/**
 * The document title of the current route (spec §2 '{page title} - {product name}'): the
 * page's own once it has given itself one (usePageTitle), else the route's.
 */
function useRouteTitle(meta: RouteMeta): string {
  const params = useParams();
  const own = useOwnPageTitle(useLocation().pathname);
  return documentTitle(own ? { title: own } : meta, params);
}

/** Keep the browser tab's title on the current route's. */
export function useDocumentTitle(meta: RouteMeta): void {
  const title = useRouteTitle(meta);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
