import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeSearch, useSearchOpen } from './search-store.ts';

// The panel loads the first time it opens, so the first screen does not carry it.
const SearchOverlay = lazy(() => import('./search-overlay.tsx').then((m) => ({ default: m.SearchOverlay })));

/** The panel resets and closes when the route changes (R4.107): closing drops all it held. */
function useCloseOnRouteChange(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    closeSearch();
  }, [pathname]);
}

/**
 * The search overlay, mounted once in the app shell rather than beside its buttons: the top bar
 * and the side bar swap at 1024 px, and a panel inside them would lose its query with them.
 */
export function SearchHost() {
  const open = useSearchOpen();
  useCloseOnRouteChange();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchOverlay open onClose={closeSearch} />
    </Suspense>
  );
}
