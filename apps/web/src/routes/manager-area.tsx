import type { RouteObject } from 'react-router';
import { handle, NOT_FOUND, page } from './route-parts.ts';

/** The manager game: manager layout, login and finished welcome required. */
export const managerArea: RouteObject = {
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
    {
      path: 'market',
      handle: handle({ title: 'Market', keepAlive: true }),
      lazy: page(
        () => import('./manager/market/market-home-page.tsx'),
        (m) => m.MarketHomePage,
      ),
    },
    {
      path: 'market/listings',
      handle: handle({ title: 'Market Listings' }),
      lazy: page(
        () => import('./manager/market/market-listings-page.tsx'),
        (m) => m.MarketListingsPage,
      ),
    },
    {
      path: 'market/listings/create',
      handle: handle({ title: 'Create Listing' }),
      lazy: page(
        () => import('./manager/market/create-listing-page.tsx'),
        (m) => m.CreateListingPage,
      ),
    },
    {
      path: 'market/listings/my-listings',
      handle: handle({ title: 'My Listings' }),
      lazy: page(
        () => import('./manager/market/my-listings-page.tsx'),
        (m) => m.MyListingsPage,
      ),
    },
    {
      path: 'market/alerts',
      handle: handle({ title: 'Market Alerts' }),
      lazy: page(
        () => import('./manager/market/market-alerts-page.tsx'),
        (m) => m.MarketAlertsPage,
      ),
    },
    {
      path: 'market/athletes/:id',
      handle: handle({ title: 'Athlete Market' }),
      lazy: page(
        () => import('./manager/market/market-athlete-page.tsx'),
        (m) => m.MarketAthletePage,
      ),
    },
    {
      path: 'market/drafts',
      handle: handle({ title: 'Drafts' }),
      lazy: page(
        () => import('./manager/market/drafts-page.tsx'),
        (m) => m.DraftsPage,
      ),
    },
    // Static segments below outrank market/drafts/:sportSlug/:tier (R2.63).
    {
      path: 'market/drafts/open/:id',
      handle: handle({ title: 'Open Draft' }),
      lazy: page(
        () => import('./manager/market/draft-open-page.tsx'),
        (m) => m.DraftOpenPage,
      ),
    },
    {
      path: 'market/drafts/credits',
      handle: handle({ title: 'Draft Credits' }),
      lazy: page(
        () => import('./manager/market/credits-page.tsx'),
        (m) => m.CreditsPage,
      ),
    },
    {
      path: 'market/drafts/credits/purchase-history',
      handle: handle({ title: 'Purchase History' }),
      lazy: page(
        () => import('./manager/market/purchase-history-page.tsx'),
        (m) => m.PurchaseHistoryPage,
      ),
    },
    {
      path: 'market/drafts/history',
      handle: handle({ title: 'Draft History' }),
      lazy: page(
        () => import('./manager/market/draft-history-page.tsx'),
        (m) => m.DraftHistoryPage,
      ),
    },
    {
      path: 'market/drafts/fairness',
      handle: handle({ title: 'Fairness' }),
      lazy: page(
        () => import('./manager/market/fairness-page.tsx'),
        (m) => m.FairnessPage,
      ),
    },
    {
      path: 'market/drafts/:sportSlug/:tier',
      handle: handle({ title: 'Draft' }),
      lazy: page(
        () => import('./manager/market/draft-page.tsx'),
        (m) => m.DraftPage,
      ),
    },
    {
      path: 'leagues',
      handle: handle({ title: 'Leagues' }),
      lazy: page(
        () => import('./manager/leagues/leagues-page.tsx'),
        (m) => m.LeaguesPage,
      ),
    },
    // 'create' is a static segment: it outranks leagues/:slug (R2.63).
    {
      path: 'leagues/create',
      handle: handle({ title: 'Create a League' }),
      lazy: page(
        () => import('./manager/leagues/create-league-page.tsx'),
        (m) => m.CreateLeaguePage,
      ),
    },
    {
      path: 'leagues/:slug',
      handle: handle({ title: 'League' }),
      lazy: page(
        () => import('./manager/leagues/league-page.tsx'),
        (m) => m.LeaguePage,
      ),
    },
    {
      path: 'leagues/:slug/members',
      handle: handle({ title: 'League Members' }),
      lazy: page(
        () => import('./manager/leagues/league-members-page.tsx'),
        (m) => m.LeagueMembersPage,
      ),
    },
    {
      path: 'leagues/:slug/settings',
      handle: handle({ title: 'League Settings' }),
      lazy: page(
        () => import('./manager/leagues/league-settings.tsx'),
        (m) => m.LeagueSettingsPage,
      ),
    },
    {
      path: 'leagues/:slug/settings/details',
      handle: handle({ title: 'League Details' }),
      lazy: page(
        () => import('./manager/leagues/league-settings-pages.tsx'),
        (m) => m.LeagueDetailsSettingsPage,
      ),
    },
    {
      path: 'leagues/:slug/settings/events',
      handle: handle({ title: 'League Events' }),
      lazy: page(
        () => import('./manager/leagues/league-settings-pages.tsx'),
        (m) => m.LeagueEventsSettingsPage,
      ),
    },
    {
      path: 'leagues/:slug/settings/sports',
      handle: handle({ title: 'League Sports' }),
      lazy: page(
        () => import('./manager/leagues/league-settings-pages.tsx'),
        (m) => m.LeagueSportsSettingsPage,
      ),
    },
    {
      path: 'leagues/:slug/settings/members',
      handle: handle({ title: 'League Members' }),
      lazy: page(
        () => import('./manager/leagues/league-settings-pages.tsx'),
        (m) => m.LeagueMembersSettingsPage,
      ),
    },
    {
      path: 'challenges',
      handle: handle({ title: 'Challenges' }),
      lazy: page(
        () => import('./manager/challenges/challenges-page.tsx'),
        (m) => m.ChallengesPage,
      ),
    },
    {
      path: 'challenges/:setId',
      handle: handle({ title: 'Challenge Set' }),
      lazy: page(
        () => import('./manager/challenges/challenge-set-page.tsx'),
        (m) => m.ChallengeSetPage,
      ),
    },
    {
      path: 'challenges/:setId/:id',
      handle: handle({ title: 'Challenge' }),
      lazy: page(
        () => import('./manager/challenges/challenge-page.tsx'),
        (m) => m.ChallengePage,
      ),
    },
    {
      path: 'rewards',
      handle: handle({ title: 'Rewards' }),
      lazy: page(
        () => import('./manager/rewards/rewards-page.tsx'),
        (m) => m.RewardsPage,
      ),
    },
    {
      path: 'rewards/:id',
      handle: handle({ title: 'Claim Reward' }),
      lazy: page(
        () => import('./manager/rewards/claim-reward-page.tsx'),
        (m) => m.ClaimRewardPage,
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
    {
      path: 'subscribe',
      handle: handle({ title: 'Go Premium' }),
      lazy: page(
        () => import('./manager/subscribe/subscribe-page.tsx'),
        (m) => m.SubscribePage,
      ),
    },
    NOT_FOUND,
  ],
};
