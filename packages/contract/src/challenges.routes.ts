import { recordIdParamSchema } from './catalog.ts';
import { challengesEndpoints } from './challenges.endpoints.ts';
import {
  CHALLENGE_SET_RECENT_DAYS,
  challengeDetailSchema,
  challengeSetDetailSchema,
  challengeSetPageSchema,
} from './challenges.ts';
import { listPageQuerySchema } from './credits.ts';
import { defineRoute } from './route.ts';

/** Challenges (INTERFACE.md "Notifications, rewards, challenges, live"). */
export const challengesRoutes = {
  challengeSets: defineRoute({
    ...challengesEndpoints.challengeSets,
    tag: 'challenges',
    summary: `Active and upcoming challenge sets, and those ended in the last ${CHALLENGE_SET_RECENT_DAYS} days, each with the caller’s completed count`,
    query: listPageQuerySchema,
    response: { 200: challengeSetPageSchema },
    errors: [],
  }),
  challengeSet: defineRoute({
    ...challengesEndpoints.challengeSet,
    tag: 'challenges',
    summary: 'One challenge set with its challenges and the caller’s progress on each',
    params: recordIdParamSchema,
    response: { 200: challengeSetDetailSchema },
    errors: [],
  }),
  challenge: defineRoute({
    ...challengesEndpoints.challenge,
    tag: 'challenges',
    summary: 'One challenge with the caller’s progress, its reward, its set and when the caller completed it',
    params: recordIdParamSchema,
    response: { 200: challengeDetailSchema },
    errors: [],
  }),
} as const;
