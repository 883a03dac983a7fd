export const DEFAULT_REDIRECT = '/manager';

interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

const joinSearch = (params: URLSearchParams) => {
  const query = params.toString();
  return query ? `?${query}` : '';
};

/**
 * `/redirect?url=…` (spec §2, R2.93–R2.95, reading A9): same-origin targets are followed with
 * the other query parameters added; other sites and a missing url end on /manager.
 */
export function redirectTarget(search: string, origin: string): string {
  const params = new URLSearchParams(search);
  const url = params.get('url');
  params.delete('url');
  if (!url) return `${DEFAULT_REDIRECT}${joinSearch(params)}`;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (target.origin !== origin) return DEFAULT_REDIRECT;
  for (const [key, value] of params) target.searchParams.append(key, value);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** `/app/x?q#h` → `/x?q#h`, `/app` → `/` (R2.96, R2.97, A9: query and hash survive). */
export function stripAppPrefix({ pathname, search, hash }: PathParts): string {
  const rest = pathname.replace(/^\/app(?=\/|$)/, '');
  return `${rest || '/'}${search}${hash}`;
}

/** Old `/user/...` paths (A3): `/user/search` → `/search`, `/user/settings/*` → `/settings/*`. */
export function userPathAlias({ pathname, search, hash }: PathParts): string | null {
  if (/^\/user\/search\/?$/.test(pathname)) return `/search${search}${hash}`;
  const settings = pathname.match(/^\/user(\/settings(?:\/.*)?)$/);
  return settings ? `${settings[1]}${search}${hash}` : null;
}
