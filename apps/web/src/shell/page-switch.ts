import type { ReactNode } from 'react';
import type { RouteMeta } from '../features/route-meta/route-meta.ts';

/**
 * Spec §2 page transition: a fade, old page out, then new page in (R2.107). The two halves
 * are short so navigation still feels instant.
 */
export const PAGE_FADE_OUT_MS = 120;
export const PAGE_FADE_IN_MS = 180;
/** Kept-alive pages held hidden at once; the oldest is let go beyond this. */
export const MAX_KEPT_PAGES = 5;

/** One rendered page: its element (the router outlet) and the options of its route. */
export interface ShellPage {
  /** The pathname: one page per path, so new params mount a fresh page. */
  key: string;
  element: ReactNode;
  meta: RouteMeta;
  /** Window scroll position when a kept-alive page was left, restored on return. */
  scrollY?: number;
}

/** idle: the shown page at rest · out: it fades out · in: the next page fades in. */
export type PagePhase = 'idle' | 'out' | 'in';

export interface PageSwitchState {
  /** Every rendered page in a stable order: the shown one plus kept-alive ones (hidden). */
  pages: readonly ShellPage[];
  shownKey: string;
  phase: PagePhase;
}

export type PageSwitchEvent =
  /** The router settled on `page`; `animate` is false when its route blocks transitions. */
  | { type: 'arrive'; page: ShellPage; animate: boolean; scrollY: number }
  /** The fade-out ended: show the newest page (`page`), fading it in. */
  | { type: 'faded-out'; page: ShellPage }
  | { type: 'faded-in' };

export const initialPageSwitch = (page: ShellPage): PageSwitchState => ({
  pages: [page],
  shownKey: page.key,
  phase: 'idle',
});

export const shownPage = (state: PageSwitchState): ShellPage | undefined =>
  state.pages.find((page) => page.key === state.shownKey);

/**
 * Show `next`. The page left stays rendered (hidden) when its route is kept alive; kept pages
 * of another layout are let go, as that layout is no longer mounted. A page coming back from
 * the kept ones keeps its place in the list, so React keeps its state and DOM.
 */
function showPage(state: PageSwitchState, next: ShellPage, phase: PagePhase): PageSwitchState {
  const kept = state.pages.filter(
    (page) => page.key !== next.key && page.meta.keepAlive && page.meta.layout === next.meta.layout,
  );
  const dropped = kept.slice(0, Math.max(0, kept.length - MAX_KEPT_PAGES)).map((page) => page.key);
  const pages: ShellPage[] = [];
  let placed = false;
  for (const page of state.pages) {
    if (page.key === next.key) {
      pages.push({ ...next, ...(page.scrollY === undefined ? {} : { scrollY: page.scrollY }) });
      placed = true;
    } else if (kept.includes(page) && !dropped.includes(page.key)) {
      pages.push(page);
    }
  }
  if (!placed) pages.push(next);
  return { pages, shownKey: next.key, phase };
}

export function pageSwitchReducer(state: PageSwitchState, event: PageSwitchEvent): PageSwitchState {
  switch (event.type) {
    case 'arrive': {
      if (event.page.key === state.shownKey) {
        // Back to the page that was fading out: fade it in again.
        return state.phase === 'out' ? { ...state, phase: 'in' } : state;
      }
      // Already fading out: the fade's end shows whichever page is newest by then.
      if (state.phase === 'out') return state;
      const leaving = state.pages.map((page) =>
        page.key === state.shownKey ? { ...page, scrollY: event.scrollY } : page,
      );
      const left = { ...state, pages: leaving };
      return event.animate ? { ...left, phase: 'out' } : showPage(left, event.page, 'idle');
    }
    case 'faded-out':
      if (state.phase !== 'out') return state;
      return showPage(state, event.page, 'in');
    case 'faded-in':
      return state.phase === 'in' ? { ...state, phase: 'idle' } : state;
  }
}
