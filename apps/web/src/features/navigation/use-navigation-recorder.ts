import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { RouteMeta } from '../route-meta/route-meta.ts';
import { useRouteMeta } from '../route-meta/use-route-meta.ts';
import { recordArrival, sessionStack } from './navigation-stack.ts';

/**
 * Routes left out of the navigation stack (R4.126): those flagged no back-tracking (R2.109),
 * and the sign-in screens, a passage nobody should be sent back into once through it.
 */
export const isLeftOutOfHistory = (meta: Pick<RouteMeta, 'noBackTracking' | 'layout'>): boolean =>
  meta.noBackTracking || meta.layout === 'auth';

/** Records every page the router settles on in the navigation stack. Mounted once, in the app shell. */
export function useNavigationRecorder(): void {
  const location = useLocation();
  const kind = useNavigationType();
  const excluded = isLeftOutOfHistory(useRouteMeta());
  const path = `${location.pathname}${location.search}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every arrival counts, also one onto the same path
  useEffect(() => {
    recordArrival(sessionStack(), { path, kind, excluded });
  }, [location.key, path, kind, excluded]);
}
