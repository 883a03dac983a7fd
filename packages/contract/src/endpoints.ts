import { achievementsEndpoints } from './achievements.endpoints.ts';
import { adminChallengesEndpoints } from './admin-challenges.endpoints.ts';
import { adminEventsEndpoints } from './admin-events.endpoints.ts';
import { adminUsersEndpoints } from './admin-users.endpoints.ts';
import { analyticsEndpoints } from './analytics.endpoints.ts';
import { athleteClaimsEndpoints } from './athlete-claims.endpoints.ts';
import { athleteZoneEndpoints } from './athlete-zone.endpoints.ts';
import { athletesEndpoints } from './athletes.endpoints.ts';
import { cardsEndpoints } from './cards.endpoints.ts';
import { catalogEndpoints } from './catalog.endpoints.ts';
import { challengesEndpoints } from './challenges.endpoints.ts';
import { contentEndpoints } from './content.endpoints.ts';
import { coreEndpoints } from './core.endpoints.ts';
import { creditsEndpoints } from './credits.endpoints.ts';
import { draftsEndpoints } from './drafts.endpoints.ts';
import { eventsEndpoints } from './events.endpoints.ts';
import { insightsEndpoints } from './insights.endpoints.ts';
import { leaguesEndpoints } from './leagues.endpoints.ts';
import { liveEndpoints } from './live.endpoints.ts';
import { marketEndpoints } from './market.endpoints.ts';
import { notificationsEndpoints } from './notifications.endpoints.ts';
import { pollsEndpoints } from './polls.endpoints.ts';
import { pushEndpoints } from './push.endpoints.ts';
import { rankingsEndpoints } from './rankings.endpoints.ts';
import { referralsEndpoints } from './referrals.endpoints.ts';
import { resultsEndpoints } from './results.endpoints.ts';
import { rewardsEndpoints } from './rewards.endpoints.ts';
import type { Access, HttpMethod } from './route.ts';
import { subscriptionsEndpoints } from './subscriptions.endpoints.ts';
import { surveysEndpoints } from './surveys.endpoints.ts';
import { teamsEndpoints } from './teams.endpoints.ts';
import { usersEndpoints } from './users.endpoints.ts';

/**
 * Every call's method, path, access and success status, without schemas: what the web client
 * needs at run time, kept free of zod so the first screen stays small. `routes` adds the schemas.
 * Each domain declares its own in `<domain>.endpoints.ts`.
 */
export const endpoints = {
  ...coreEndpoints,
  ...usersEndpoints,
  ...contentEndpoints,
  ...catalogEndpoints,
  ...eventsEndpoints,
  ...athletesEndpoints,
  ...cardsEndpoints,
  ...adminEventsEndpoints,
  ...adminChallengesEndpoints,
  ...teamsEndpoints,
  ...resultsEndpoints,
  ...rankingsEndpoints,
  ...creditsEndpoints,
  ...draftsEndpoints,
  ...marketEndpoints,
  ...leaguesEndpoints,
  ...referralsEndpoints,
  ...pushEndpoints,
  ...notificationsEndpoints,
  ...rewardsEndpoints,
  ...achievementsEndpoints,
  ...liveEndpoints,
  ...challengesEndpoints,
  ...analyticsEndpoints,
  ...adminUsersEndpoints,
  ...athleteZoneEndpoints,
  ...athleteClaimsEndpoints,
  ...insightsEndpoints,
  ...pollsEndpoints,
  ...surveysEndpoints,
  ...subscriptionsEndpoints,
} as const;

export interface Endpoint {
  method: HttpMethod;
  /** Relative to the API base, with `{name}` placeholders, always ending in '/'. */
  path: string;
  access: Access;
  /** The status of a successful answer. */
  status: 200 | 201 | 204;
}

export type EndpointName = keyof typeof endpoints;
