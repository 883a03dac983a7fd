import type { Params } from 'react-router';

export type LayoutName = 'admin' | 'auth' | 'default' | 'manager' | 'quickplay';
/** Spec §2: a fade (out, then in) unless the route blocks transitions. */
export type PageTransition = 'fade' | 'none';
export type StatusBarStyle = 'auto' | 'light' | 'dark';

/** Every per-route option of spec §2 "Layouts and route options", resolved. */
export interface RouteMeta {
  layout: LayoutName;
  requiresLogin: boolean;
  staffOnly: boolean;
  hideNavbar: boolean;
  hideSidebar: boolean;
  hideHeader: boolean;
  transparentHeader: boolean;
  transition: PageTransition;
  /** Left out of the back-navigation history; swipe-back is blocked on native. */
  noBackTracking: boolean;
  statusBarStyle: StatusBarStyle;
  /** The page stays mounted (hidden) while the user is elsewhere. */
  keepAlive: boolean;
  /** The page title, before ' - Shred League' is added; a function for titles built from params. */
  title: string | ((params: Params) => string) | undefined;
}

/** What a route's `handle` may set; an area sets options once for all its children. */
export type RouteHandle = Partial<RouteMeta>;

export const DEFAULT_META: RouteMeta = {
  layout: 'default',
  requiresLogin: false,
  staffOnly: false,
  hideNavbar: false,
  hideSidebar: false,
  hideHeader: false,
  transparentHeader: false,
  transition: 'fade',
  noBackTracking: false,
  statusBarStyle: 'auto',
  keepAlive: false,
  title: undefined,
};

const isHandle = (value: unknown): value is RouteHandle => typeof value === 'object' && value !== null;

/**
 * The options of a matched route chain: defaults, then each handle from the root down, so a
 * child refines its area. Access flags only ever add up: a child cannot open what its area
 * closes, which keeps the area rules true for routes added later.
 */
export function mergeMeta(handles: readonly unknown[]): RouteMeta {
  let meta = DEFAULT_META;
  for (const handle of handles) {
    if (!isHandle(handle)) continue;
    meta = {
      ...meta,
      ...handle,
      requiresLogin: meta.requiresLogin || Boolean(handle.requiresLogin),
      staffOnly: meta.staffOnly || Boolean(handle.staffOnly),
    };
  }
  return meta;
}

export const PRODUCT_NAME = 'Shred League';

/** Spec §2 title format '{page title} - {product name}'; the bare name when a page has none. */
export function documentTitle(meta: Pick<RouteMeta, 'title'>, params: Params): string {
  const title = typeof meta.title === 'function' ? meta.title(params) : meta.title;
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}
