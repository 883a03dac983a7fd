import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../features/route-meta/route-meta.ts';
import { notFoundLoader } from './errors/not-found.ts';

/** Each page is its own chunk, so the first screen downloads only what it shows. */
export function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

export const handle = (meta: RouteHandle) => meta;
// `element: null` on routes whose loader always redirects or throws: they never render, and
// saying so explicitly keeps the router from warning about an accidentally empty page.
export const NOT_FOUND = {
  path: '*',
  loader: notFoundLoader,
  element: null,
  handle: handle({ title: 'Page Not Found' }),
};
