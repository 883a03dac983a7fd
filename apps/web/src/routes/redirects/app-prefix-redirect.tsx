import { Navigate, useLocation } from 'react-router';
import { stripAppPrefix } from '../guards/redirect-rules.ts';

/**
 * `/app/...` → the same path without `/app` (R2.96, A9). A component rather than a loader
 * because loaders never see the #hash, which must survive.
 */
export function AppPrefixRedirect() {
  return <Navigate replace to={stripAppPrefix(useLocation())} />;
}
