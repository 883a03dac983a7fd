import { achievementsRoutes } from './achievements.routes.ts';
import { adminChallengesRoutes } from './admin-challenges.routes.ts';
import { adminEventsRoutes } from './admin-events.routes.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { athleteClaimsRoutes } from './athlete-claims.routes.ts';
import { athleteZoneRoutes } from './athlete-zone.routes.ts';
import { athletesRoutes } from './athletes.routes.ts';
import { cardsRoutes } from './cards.routes.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { challengesRoutes } from './challenges.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { coreRoutes } from './core.routes.ts';
import { creditsRoutes } from './credits.routes.ts';
import { draftsRoutes } from './drafts.routes.ts';
import { eventsRoutes } from './events.routes.ts';
import { insightsRoutes } from './insights.routes.ts';
import { leaguesRoutes } from './leagues.routes.ts';
import { liveRoutes } from './live.routes.ts';
import { marketRoutes } from './market.routes.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { pollsRoutes } from './polls.routes.ts';
import { pushRoutes } from './push.routes.ts';
import { rankingsRoutes } from './rankings.routes.ts';
import { referralsRoutes } from './referrals.routes.ts';
import { resultsRoutes } from './results.routes.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';
import { surveysRoutes } from './surveys.routes.ts';
import { teamsRoutes } from './teams.routes.ts';
import { usersRoutes } from './users.routes.ts';

/** Every API call, by name: each domain declares its own in `<domain>.routes.ts`. */
export const routes = {
  ...coreRoutes,
  ...usersRoutes,
  ...contentRoutes,
  ...catalogRoutes,
  ...eventsRoutes,
  ...athletesRoutes,
  ...cardsRoutes,
  ...adminEventsRoutes,
  ...adminChallengesRoutes,
  ...teamsRoutes,
  ...resultsRoutes,
  ...rankingsRoutes,
  ...creditsRoutes,
  ...draftsRoutes,
  ...marketRoutes,
  ...leaguesRoutes,
  ...referralsRoutes,
  ...pushRoutes,
  ...notificationsRoutes,
  ...rewardsRoutes,
  ...achievementsRoutes,
  ...liveRoutes,
  ...challengesRoutes,
  ...analyticsRoutes,
  ...adminUsersRoutes,
  ...athleteZoneRoutes,
  ...athleteClaimsRoutes,
  ...insightsRoutes,
  ...pollsRoutes,
  ...surveysRoutes,
  ...subscriptionsRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
