import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../features/route-meta/route-meta.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { layoutMiddleware } from '../shell/layouts/layout-middleware.ts';
import { SplashScreen } from '../shell/splash-screen.tsx';
import { notFoundLoader } from './errors/not-found.ts';
import { RouteErrorBoundary } from './errors/route-error-boundary.tsx';
import { type GuardSources, guardMiddleware } from './guards/guard-middleware.ts';
import { AppPrefixRedirect } from './redirects/app-prefix-redirect.tsx';
import { redirectParamLoader, toPath, userAliasLoader } from './redirects/redirect-loaders.ts';

/** Each page is its own chunk, so the first screen downloads only what it shows. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

const handle = (meta: RouteHandle) => meta;
// `element: null` on routes whose loader always redirects or throws: they never render, and
// saying so explicitly keeps the router from warning about an accidentally empty page.
const NOT_FOUND = {
  path: '*',
  loader: notFoundLoader,
  element: null,
  handle: handle({ title: 'Page Not Found' }),
};
/** An area whose pages come in a later release: its own path is not found either, after its rules ran. */
const PLANNED_AREA: RouteObject[] = [
  { index: true, loader: notFoundLoader, element: null, handle: handle({ title: 'Page Not Found' }) },
  NOT_FOUND,
];

/**
 * THE route table. Area routes carry the options every page below them shares (layout,
 * access); pages add their own (title, chrome). Each area ends in a not-found route so an
 * unknown path still gets the area's access rule and layout before the 404 (spec §2).
 */
export function createRouteTable(sources: Omit<GuardSources, 'routes'>): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: SplashScreen,
      ErrorBoundary: RouteErrorBoundary,
      // The layout first: it loads while the guard waits for the session.
      middleware: [layoutMiddleware(() => routes), guardMiddleware({ ...sources, routes: () => routes })],
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorBoundary,
          children: [
            // Redirects (spec §2)
            { index: true, loader: toPath('/manager'), element: null },
            { path: 'redirect', loader: redirectParamLoader, element: null },
            { path: 'app/*', Component: AppPrefixRedirect },
            { path: 'logout', loader: toPath('/auth/logout'), element: null },
            { path: 'user/search', loader: userAliasLoader, element: null },
            { path: 'user/settings/*', loader: userAliasLoader, element: null },

            // Sign-in screens (auth layout, A1)
            {
              handle: handle({ layout: 'auth', hideNavbar: true }),
              children: [
                {
                  path: 'auth',
                  handle: handle({ title: 'Welcome' }),
                  lazy: page(
                    () => import('./auth/auth-entry-page.tsx'),
                    (m) => m.AuthEntryPage,
                  ),
                },
                {
                  path: 'auth/logout',
                  handle: handle({ title: 'Log out' }),
                  lazy: page(
                    () => import('./auth/logout-page.tsx'),
                    (m) => m.LogoutPage,
                  ),
                },
                {
                  path: 'login',
                  handle: handle({ title: 'Log in' }),
                  lazy: page(
                    () => import('./auth/login-page.tsx'),
                    (m) => m.LoginPage,
                  ),
                },
                {
                  path: 'register',
                  handle: handle({ title: 'Create account' }),
                  lazy: page(
                    () => import('./auth/register-page.tsx'),
                    (m) => m.RegisterPage,
                  ),
                },
                {
                  path: 'register/details',
                  handle: handle({ title: 'Finish your Profile' }),
                  lazy: page(
                    () => import('./auth/register-details-page.tsx'),
                    (m) => m.RegisterDetailsPage,
                  ),
                },
                {
                  path: 'forgot-password',
                  handle: handle({ title: 'Forgot password' }),
                  lazy: page(
                    () => import('./auth/forgot-password-page.tsx'),
                    (m) => m.ForgotPasswordPage,
                  ),
                },
                {
                  path: 'reset-password',
                  handle: handle({ title: 'Reset password' }),
                  lazy: page(
                    () => import('./auth/reset-password-page.tsx'),
                    (m) => m.ResetPasswordPage,
                  ),
                },
              ],
            },

            // Public pages (default layout)
            {
              path: 'how-to',
              handle: handle({ title: 'Game Rules' }),
              lazy: page(
                () => import('./public/how-to-page.tsx'),
                (m) => m.HowToPage,
              ),
            },
            {
              path: 'notifications',
              handle: handle({ title: 'Notifications' }),
              lazy: page(
                () => import('./public/notifications-page.tsx'),
                (m) => m.NotificationsPage,
              ),
            },
            {
              path: 'offline',
              handle: handle({ title: 'Offline', hideNavbar: true }),
              lazy: page(
                () => import('./public/offline-page.tsx'),
                (m) => m.OfflinePage,
              ),
            },
            {
              path: 'graphics/fantasy-stats/:gameId',
              handle: handle({ title: 'Fantasy Stats', hideNavbar: true, hideHeader: true }),
              lazy: page(
                () => import('./graphics/fantasy-stats-page.tsx'),
                (m) => m.FantasyStatsPage,
              ),
            },
            {
              path: 'profile/:username',
              handle: handle({ title: (params) => `@${params.username ?? ''}` }),
              lazy: page(
                () => import('./profile/profile-page.tsx'),
                (m) => m.ProfilePage,
              ),
            },

            // Login required (R6.06–R6.09)
            {
              path: 'settings',
              handle: handle({ requiresLogin: true }),
              children: [
                {
                  index: true,
                  handle: handle({ title: 'Settings' }),
                  lazy: page(
                    () => import('./account/settings-page.tsx'),
                    (m) => m.SettingsPage,
                  ),
                },
                {
                  path: 'profile',
                  handle: handle({ title: 'Edit Profile' }),
                  lazy: page(
                    () => import('./account/edit-profile-page.tsx'),
                    (m) => m.EditProfilePage,
                  ),
                },
                {
                  path: 'notifications',
                  handle: handle({ title: 'Notification settings' }),
                  lazy: page(
                    () => import('./coming-soon/coming-soon-pages.tsx'),
                    (m) => m.NotificationSettingsComingSoonPage,
                  ),
                },
                NOT_FOUND,
              ],
            },
            { path: 'athlete-zone', handle: handle({ requiresLogin: true }), children: PLANNED_AREA },
            { path: 'insights', handle: handle({ requiresLogin: true }), children: PLANNED_AREA },

            // Manager game (manager layout, login + onboarding)
            {
              path: 'manager',
              handle: handle({ layout: 'manager', requiresLogin: true }),
              children: [
                {
                  index: true,
                  handle: handle({ title: 'Manager Home' }),
                  lazy: page(
                    () => import('./manager/manager-home-page.tsx'),
                    (m) => m.ManagerHomePage,
                  ),
                },
                {
                  path: 'welcome',
                  handle: handle({ title: 'Welcome', hideNavbar: true, hideSidebar: true }),
                  lazy: page(
                    () => import('./manager/manager-welcome-page.tsx'),
                    (m) => m.ManagerWelcomePage,
                  ),
                },
                {
                  path: 'events',
                  handle: handle({ title: 'Event Calendar', keepAlive: true }),
                  lazy: page(
                    () => import('./manager/events/event-calendar-page.tsx'),
                    (m) => m.EventCalendarPage,
                  ),
                },
                {
                  path: 'events/:slug',
                  handle: handle({ title: 'Event' }),
                  lazy: page(
                    () => import('./manager/events/event-page.tsx'),
                    (m) => m.ManagerEventPage,
                  ),
                },
                {
                  path: 'events/:slug/results',
                  handle: handle({ title: 'Game Results' }),
                  lazy: page(
                    () => import('./manager/results/game-results-page.tsx'),
                    (m) => m.GameResultsPage,
                  ),
                },
                {
                  path: 'rankings',
                  handle: handle({ title: 'Rankings' }),
                  lazy: page(
                    () => import('./manager/rankings/rankings-page.tsx'),
                    (m) => m.RankingsPage,
                  ),
                },
                {
                  path: 'events/:slug/:gameId',
                  handle: handle({ title: 'Game' }),
                  lazy: page(
                    () => import('./manager/events/game-page.tsx'),
                    (m) => m.ManagerGamePage,
                  ),
                },
                {
                  path: 'events/:slug/:gameId/play',
                  handle: handle({ title: 'Join Game' }),
                  lazy: page(
                    () => import('./manager/play/join-game-page.tsx'),
                    (m) => m.JoinGamePage,
                  ),
                },
                // Coming soon: real pages of the shell until their issues land.
                {
                  path: 'market',
                  handle: handle({ title: 'Market' }),
                  lazy: page(
                    () => import('./coming-soon/coming-soon-pages.tsx'),
                    (m) => m.MarketComingSoonPage,
                  ),
                },
                {
                  path: 'leagues',
                  handle: handle({ title: 'Leagues' }),
                  lazy: page(
                    () => import('./coming-soon/coming-soon-pages.tsx'),
                    (m) => m.LeaguesComingSoonPage,
                  ),
                },
                {
                  path: 'my-athletes',
                  handle: handle({ title: 'My Athletes' }),
                  lazy: page(
                    () => import('./manager/my-athletes/my-athletes-page.tsx'),
                    (m) => m.MyAthletesPage,
                  ),
                },
                NOT_FOUND,
              ],
            },

            // Quickplay (quickplay layout, public)
            {
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
            },

            // Staff (admin layout, staff only)
            {
              path: 'admin',
              handle: handle({ layout: 'admin', staffOnly: true }),
              children: [
                { index: true, loader: toPath('/admin/dashboard'), element: null },
                {
                  path: 'dashboard',
                  handle: handle({ title: 'Dashboard' }),
                  lazy: page(
                    () => import('./admin/admin-dashboard-page.tsx'),
                    (m) => m.AdminDashboardPage,
                  ),
                },
                {
                  path: 'settings',
                  handle: handle({ title: 'App Settings' }),
                  lazy: page(
                    () => import('./admin/admin-settings-page.tsx'),
                    (m) => m.AdminSettingsPage,
                  ),
                },
                {
                  path: 'events',
                  children: [
                    {
                      index: true,
                      handle: handle({ title: 'Events' }),
                      lazy: page(
                        () => import('./admin/events/admin-events-page.tsx'),
                        (m) => m.AdminEventsPage,
                      ),
                    },
                    // A static segment: never read as an event slug (R2.63, A6).
                    {
                      path: 'new',
                      handle: handle({ title: 'New Event' }),
                      lazy: page(
                        () => import('./admin/events/admin-event-new-page.tsx'),
                        (m) => m.AdminEventNewPage,
                      ),
                    },
                    {
                      path: ':slug',
                      handle: handle({ title: 'Edit Event' }),
                      lazy: page(
                        () => import('./admin/events/admin-event-edit-page.tsx'),
                        (m) => m.AdminEventEditPage,
                      ),
                    },
                    {
                      path: ':slug/refresh',
                      handle: handle({ title: 'Refresh Results' }),
                      lazy: page(
                        () => import('./admin/events/admin-event-refresh-page.tsx'),
                        (m) => m.AdminEventRefreshPage,
                      ),
                    },
                  ],
                },
                {
                  path: 'rules/create-ruleset',
                  handle: handle({ title: 'Create Ruleset' }),
                  lazy: page(
                    () => import('./admin/rules/create-ruleset-page.tsx'),
                    (m) => m.CreateRulesetPage,
                  ),
                },
                NOT_FOUND,
              ],
            },

            NOT_FOUND,
          ],
        },
      ],
    },
  ];
  return routes;
}
