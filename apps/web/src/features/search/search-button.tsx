import { useLocation } from 'react-router';
import { SearchIcon } from '../admin-events/admin-icons.tsx';
import { openSearch, useSearchOpen } from './search-store.ts';

/** The /search page is the panel already: the buttons do not open another. */
export const SEARCH_PATH = '/search';

/**
 * Opens the global search over the page: a magnifier in the top bar, or a search-box-like
 * button in the desktop side bar. The panel itself is the shell's (SearchHost).
 */
export function SearchButton({ variant = 'icon' }: { variant?: 'icon' | 'field' }) {
  const open = useSearchOpen();
  const { pathname } = useLocation();
  if (pathname === SEARCH_PATH) return null;
  return (
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
  );
}
