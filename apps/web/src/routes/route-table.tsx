import type { RouteObject } from 'react-router';
import { AppShell } from '../shell/app-shell.tsx';
import { SplashScreen } from '../shell/splash-screen.tsx';
import { adminArea } from './admin-area.tsx';
import { RouteErrorBoundary } from './errors/route-error-boundary.tsx';
import type { GuardSources } from './guards/guard-middleware.ts';
import { managerArea } from './manager-area.tsx';
import { quickplayArea } from './quickplay-area.tsx';
import { AppPrefixRedirect } from './redirects/app-prefix-redirect.tsx';
import { redirectParamLoader, toPath, userAliasLoader } from './redirects/redirect-loaders.ts';
import { routeMiddleware } from './route-middleware.ts';
import { handle, NOT_FOUND, page } from './route-parts.ts';

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
      // The layout first: it loads while the guard waits for the session. The page's build is
      // checked only once the guards let the visitor through to it.
      middleware: routeMiddleware(['layout', 'guards', 'page-version'], { ...sources, routes: () => routes }),
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
              path: 'search',
              handle: handle({ title: 'Search' }),
              lazy: page(
                () => import('./public/search-page.tsx'),
                (m) => m.SearchPage,
              ),
            },
            {
              path: 'unsubscribe',
              handle: handle({ title: 'Unsubscribe' }),
              lazy: page(
                () => import('./public/unsubscribe-page.tsx'),
                (m) => m.UnsubscribePage,
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
              path: 'invite',
              handle: handle({ title: 'Join League', hideNavbar: true }),
              lazy: page(
                () => import('./public/invite-page.tsx'),
                (m) => m.InvitePage,
              ),
            },
            {
              path: 'polls/:eventSlug',
              handle: handle({ title: 'Fan Vote' }),
              lazy: page(
                () => import('./public/fan-vote-page.tsx'),
                (m) => m.FanVotePage,
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
            {
              path: 'profile/:username/followers',
              handle: handle({ title: (params) => `Followers of @${params.username ?? ''}` }),
              lazy: page(
                () => import('./profile/follow-list-page.tsx'),
                (m) => m.FollowersPage,
              ),
            },
            {
              path: 'profile/:username/following',
              handle: handle({ title: (params) => `Followed by @${params.username ?? ''}` }),
              lazy: page(
                () => import('./profile/follow-list-page.tsx'),
                (m) => m.FollowingPage,
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
                    () => import('./account/notification-settings-page.tsx'),
                    (m) => m.NotificationSettingsPage,
                  ),
                },
                {
                  path: 'subscription',
                  handle: handle({ title: 'Subscription' }),
                  lazy: page(
                    () => import('./account/subscription-page.tsx'),
                    (m) => m.SubscriptionPage,
                  ),
                },
                NOT_FOUND,
              ],
            },
            {
              path: 'athlete-zone',
              handle: handle({ requiresLogin: true }),
              children: [
                {
                  index: true,
                  handle: handle({ title: 'Athlete zone' }),
                  lazy: page(
                    () => import('./athlete-zone/athlete-zone-page.tsx'),
                    (m) => m.AthleteZonePage,
                  ),
                },
                {
                  path: 'assets',
                  handle: handle({ title: 'Social Assets' }),
                  lazy: page(
                    () => import('./athlete-zone/athlete-assets-page.tsx'),
                    (m) => m.AthleteAssetsPage,
                  ),
                },
                {
                  path: 'game/:id',
                  handle: handle({ title: 'Competition Insights' }),
                  lazy: page(
                    () => import('./athlete-zone/athlete-game-page.tsx'),
                    (m) => m.AthleteGamePage,
                  ),
                },
                NOT_FOUND,
              ],
            },
            {
              path: 'insights',
              handle: handle({ requiresLogin: true }),
              children: [
                {
                  path: ':eventStopSlug',
                  handle: handle({ title: 'Insights' }),
                  lazy: page(
                    () => import('./insights/insights-page.tsx'),
                    (m) => m.InsightsPage,
                  ),
                },
                NOT_FOUND,
              ],
            },

            // Manager game (manager layout, login + onboarding)
            managerArea,
            // Quickplay (quickplay layout, public)
            quickplayArea,
            // Staff (admin layout, staff only)
            adminArea,

            NOT_FOUND,
          ],
        },
      ],
    },
  ];
  return routes;
}
