import { track } from './track.ts';

export const PAGE_VIEW_EVENT = 'page_view';
/** The contract's longest label. */
const LABEL_MAX = 200;

/** What page views need of the router: where it is and word of each change. */
export interface LocationSource {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/** A `page_view` event, labelled with the path, for the first page and each page navigated to after it. */
export function trackPageViews(router: LocationSource): () => void {
  let last = router.state.location.pathname;
  const view = (path: string) => track(PAGE_VIEW_EVENT, { label: path.slice(0, LABEL_MAX) });
  view(last);
  return router.subscribe(({ location }) => {
    if (location.pathname === last) return;
    last = location.pathname;
    view(last);
  });
}
