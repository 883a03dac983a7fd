import type { RouteObject } from 'react-router';
import { handle, NOT_FOUND, page } from './route-parts.ts';

/** Quickplay: its own layout, open to anonymous visitors until they submit. */
export const quickplayArea: RouteObject = {
  path: 'quickplay',
  handle: handle({ layout: 'quickplay' }),
  children: [
    {
      index: true,
      handle: handle({ title: 'Quickplay' }),
      lazy: page(
        () => import('./quickplay/quickplay-home-page.tsx'),
        (m) => m.QuickplayHomePage,
      ),
    },
    {
      path: ':slug',
      handle: handle({ title: 'Quickplay Cup' }),
      lazy: page(
        () => import('./quickplay/cup-page.tsx'),
        (m) => m.CupPage,
      ),
    },
    {
      path: 'events/:slug',
      handle: handle({ title: 'Event Details' }),
      lazy: page(
        () => import('./quickplay-events/quickplay-event-page.tsx'),
        (m) => m.QuickplayEventPage,
      ),
    },
    {
      path: 'events/:slug/:gameId',
      handle: handle({ title: 'Game Details' }),
      lazy: page(
        () => import('./quickplay-events/quickplay-game-page.tsx'),
        (m) => m.QuickplayGamePage,
      ),
    },
    {
      path: 'events/:slug/:gameId/play',
      // A flow not to be left sideways either: no sections, only the budget in the header.
      handle: handle({
        title: 'Quickplay Mode',
        noBackTracking: true,
        hideNavbar: true,
        hideSidebar: true,
      }),
      lazy: page(
        () => import('./quickplay/play/quickplay-play-page.tsx'),
        (m) => m.QuickplayPlayPage,
      ),
    },
    NOT_FOUND,
  ],
};
