import type { RouteObject } from 'react-router';
import { toPath } from './redirects/redirect-loaders.ts';
import { handle, NOT_FOUND, page } from './route-parts.ts';

/** The staff area: admin layout, staff only. */
export const adminArea: RouteObject = {
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
      path: 'users',
      children: [
        {
          index: true,
          handle: handle({ title: 'Users' }),
          lazy: page(
            () => import('./admin/users/admin-users-page.tsx'),
            (m) => m.AdminUsersPage,
          ),
        },
        {
          path: ':username',
          handle: handle({ title: 'User' }),
          lazy: page(
            () => import('./admin/users/admin-user-page.tsx'),
            (m) => m.AdminUserPage,
          ),
        },
      ],
    },
    {
      path: 'athlete-claims',
      handle: handle({ title: 'Athlete claims' }),
      lazy: page(
        () => import('./admin/athlete-claims/admin-athlete-claims-page.tsx'),
        (m) => m.AdminAthleteClaimsPage,
      ),
    },
    {
      path: 'surveys',
      handle: handle({ title: 'Surveys' }),
      lazy: page(
        () => import('./admin/surveys/admin-surveys-page.tsx'),
        (m) => m.AdminSurveysPage,
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
      path: 'drafts',
      children: [
        {
          index: true,
          handle: handle({ title: 'Drafts' }),
          lazy: page(
            () => import('./admin/drafts/admin-drafts-page.tsx'),
            (m) => m.AdminDraftsPage,
          ),
        },
        {
          path: 'pool',
          handle: handle({ title: 'Draft Pool' }),
          lazy: page(
            () => import('./admin/drafts/admin-draft-pool-page.tsx'),
            (m) => m.AdminDraftPoolPage,
          ),
        },
        {
          path: 'simulator',
          handle: handle({ title: 'Draft Simulator' }),
          lazy: page(
            () => import('./admin/drafts/admin-draft-simulator-page.tsx'),
            (m) => m.AdminDraftSimulatorPage,
          ),
        },
      ],
    },
    {
      path: 'market',
      children: [
        {
          index: true,
          handle: handle({ title: 'Market' }),
          lazy: page(
            () => import('./admin/market/admin-market-page.tsx'),
            (m) => m.AdminMarketPage,
          ),
        },
        {
          path: 'bot',
          handle: handle({ title: 'Market Bot' }),
          lazy: page(
            () => import('./admin/market/admin-market-bot-page.tsx'),
            (m) => m.AdminMarketBotPage,
          ),
        },
      ],
    },
    {
      path: 'referrals',
      handle: handle({ title: 'Referrals' }),
      lazy: page(
        () => import('./admin/referrals/admin-referrals-page.tsx'),
        (m) => m.AdminReferralsPage,
      ),
    },
    {
      path: 'challenges',
      children: [
        {
          index: true,
          handle: handle({ title: 'Challenges' }),
          lazy: page(
            () => import('./admin/challenges/admin-challenges-page.tsx'),
            (m) => m.AdminChallengesPage,
          ),
        },
        // Static segments: never read as a set id (A6).
        {
          path: 'import',
          handle: handle({ title: 'Import Challenges' }),
          lazy: page(
            () => import('./admin/challenges/challenge-import-page.tsx'),
            (m) => m.ChallengeImportPage,
          ),
        },
        {
          path: 'calendar',
          handle: handle({ title: 'Challenge Calendar' }),
          lazy: page(
            () => import('./admin/challenges/challenge-calendar-page.tsx'),
            (m) => m.ChallengeCalendarPage,
          ),
        },
        {
          path: 'new/challenge',
          handle: handle({ title: 'New Challenge' }),
          lazy: page(
            () => import('./admin/challenges/new-challenge-page.tsx'),
            (m) => m.NewChallengePage,
          ),
        },
        {
          path: 'new/challenge-set',
          handle: handle({ title: 'New Challenge Set' }),
          lazy: page(
            () => import('./admin/challenges/new-challenge-set-page.tsx'),
            (m) => m.NewChallengeSetPage,
          ),
        },
        {
          path: ':setId',
          handle: handle({ title: 'Challenge Set' }),
          lazy: page(
            () => import('./admin/challenges/challenge-set-page.tsx'),
            (m) => m.ChallengeSetPage,
          ),
        },
        {
          path: ':setId/:id',
          handle: handle({ title: 'Edit Challenge' }),
          lazy: page(
            () => import('./admin/challenges/edit-challenge-page.tsx'),
            (m) => m.EditChallengePage,
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
};
