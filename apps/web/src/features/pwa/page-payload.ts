import { type MiddlewareFunction, matchRoutes, type RouteObject } from 'react-router';
import { BUILD_VERSION } from '../../platform/build-info.ts';
import { fetchVersionAt } from './build-version.ts';

/** Written by vite-plugins/page-payloads.ts: one `{version, route}` per page of the route table. */
export const PAGE_PAYLOAD_DIR = '/builds/pages';

/**
 * A page's payload file, named after its route pattern: `profile/:username` is
 * `profile/_username`, a catch-all `*` is `_`, the root page `index`. The build and the
 * running app both name files through here, so they always agree.
 */
export function pagePayloadKey(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment === '*' ? '_' : segment.replace(/^:/, '_').replace(/\?$/, '')));
  return segments.length === 0 ? 'index' : segments.join('/');
}

export function pagePayloadUrl(key: string): string {
  return `${PAGE_PAYLOAD_DIR}/${key}.json`;
}

/** `parent` and `path` as one pattern without leading, trailing or doubled slashes. */
function joinPattern(parent: string, path: string | undefined): string {
  return `${parent}/${path ?? ''}`
    .split('/')
    .filter((segment) => segment !== '')
    .join('/');
}

/** The route pattern of every page (a route whose code loads lazily) in the table. */
export function pagePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    const pattern = joinPattern(parent, route.path);
    if (route.lazy !== undefined) patterns.add(pattern);
    for (const child of pagePatterns(route.children ?? [], pattern)) patterns.add(child);
  }
  return [...patterns];
}

interface PageVersionOptions {
  routes: () => RouteObject[];
  onNewVersion: (version: string) => void;
  /** Only a deployed web build has payloads to read; the dev server and the native app do not. */
  enabled: () => boolean;
  current?: string;
  fetchVersion?: (key: string) => Promise<string | null>;
}

/**
 * On navigation to a page, read that page's payload (R7.48): a page built by another build
 * than the running one means the code about to load is not the deployed one, and the app
 * takes the same update path as the manifest check. Each page is read once per tab, as the
 * manifest watch covers what is deployed later, and never holds up the navigation.
 */
export function pageVersionMiddleware({
  routes,
  onNewVersion,
  enabled,
  current = BUILD_VERSION,
  fetchVersion = (key) => fetchVersionAt(pagePayloadUrl(key)),
}: PageVersionOptions): MiddlewareFunction {
  const checked = new Set<string>();
  return ({ request }) => {
    if (!enabled()) return;
    const matches = matchRoutes(routes(), new URL(request.url).pathname) ?? [];
    if (matches.at(-1)?.route.lazy === undefined) return;
    const key = pagePayloadKey(
      matches.reduce((pattern, match) => joinPattern(pattern, match.route.path), ''),
    );
    if (checked.has(key)) return;
    checked.add(key);
    void fetchVersion(key).then((deployed) => {
      if (deployed !== null && deployed !== current) onNewVersion(deployed);
    });
  };
}
