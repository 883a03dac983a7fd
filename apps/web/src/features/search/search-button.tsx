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

/**
 * Opens the global search over the page: a magnifier in the top bar, or a search-box-like
 * button in the desktop side bar.
 */
export function SearchButton({ variant = 'icon' }: { variant?: 'icon' | 'field' }) {
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
        className={
          variant === 'icon'
            ? 'grid size-10 place-items-center rounded-full text-fg transition hover:bg-surface-2'
            : 'flex h-10 w-full items-center gap-2.5 rounded-xl border border-line bg-surface-2 px-3 text-sm text-muted transition hover:border-accent/60 hover:text-fg'
        }
      >
        <SearchIcon width={variant === 'icon' ? 22 : 18} height={variant === 'icon' ? 22 : 18} />
        {variant === 'field' ? <span aria-hidden="true">Search…</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay open onClose={closeSearch} />
        </Suspense>
      ) : null}
    </>
  );
}
