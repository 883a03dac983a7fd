import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { createStore, useStore } from 'zustand';

/** A title a page gave itself, with the address of that page. */
interface OwnTitle {
  pathname: string;
  title: string;
}

/**
 * The title the page on screen gives itself once its data is in (an event's name), over the
 * route's generic one ('Event'). One at a time: only one page is on screen.
 */
export const pageTitleStore = createStore<{ own: OwnTitle | null }>()(() => ({ own: null }));

/**
 * Title the page with `title` (before ' - Shred League') while it is mounted; `undefined`
 * (still loading, failed) leaves the route's title. The title belongs to the address the page
 * was opened at, so a page fading out after a navigation never titles the next one.
 */
export function usePageTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  const [openedAt] = useState(pathname);
  useEffect(() => {
    if (!title) return;
    const own = { pathname: openedAt, title };
    pageTitleStore.setState({ own });
    return () => {
      if (pageTitleStore.getState().own === own) pageTitleStore.setState({ own: null });
    };
  }, [openedAt, title]);
}

/** The title the page at `pathname` gave itself, if it did. */
export function useOwnPageTitle(pathname: string): string | undefined {
  return useStore(pageTitleStore, (state) =>
    state.own?.pathname === pathname ? state.own.title : undefined,
  );
}
