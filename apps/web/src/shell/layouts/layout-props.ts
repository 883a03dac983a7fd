import type { ReactNode } from 'react';
import type { RouteMeta } from '../../features/route-meta/route-meta.ts';

export interface LayoutProps {
  meta: RouteMeta;
  children: ReactNode;
}

/** Every layout's <main>: the skip link's target, focusable so the jump moves focus too. */
export const MAIN_ID = 'main';
