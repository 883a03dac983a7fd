import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SearchIcon } from '../admin-events/admin-icons.tsx';
import { closeSearch, openSearch, useSearchOpen } from './search-store.ts';

const SearchOverlay = lazy(() => import('./search-overlay.tsx').then((m) => ({ default: m.SearchOverlay })));

/** The /search page is the panel already: the top bar's button does not open another. */
export const SEARCH_PATH = '/search';

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

/** The top bar's magnifier: opens the global search over the page. */
export function SearchButton() {
  const open = useSearchOpen();
  const { pathname } = useLocation();
  useCloseOnRouteChange();
  if (pathname === SEARCH_PATH) return null;
  return (
    <>
      <button
        type="button"
        onClick={openSearch}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Search"
        data-testid="search-button"
        className="grid size-10 place-items-center rounded-full text-fg transition hover:bg-surface-2"
      >
        <SearchIcon width={22} height={22} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay open onClose={closeSearch} />
        </Suspense>
      ) : null}
    </>
  );
}
