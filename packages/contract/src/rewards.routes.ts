import { idParamSchema } from './common.ts';
import { rewardsEndpoints } from './rewards.endpoints.ts';
import { rewardClaimSchema, rewardListQuerySchema, rewardPageSchema, rewardSchema } from './rewards.ts';
import { defineRoute } from './route.ts';

/** Rewards for placings and challenges (INTERFACE.md "Notifications, rewards, challenges, live"). */
export const rewardsRoutes = {
  rewardList: defineRoute({
    ...rewardsEndpoints.rewardList,
    tag: 'rewards',
    summary: 'The caller’s rewards: unclaimed first, each with what it was for and what it gives',
    query: rewardListQuerySchema,
    response: { 200: rewardPageSchema },
    errors: [],
  }),
  rewardDetail: defineRoute({
    ...rewardsEndpoints.rewardDetail,
    tag: 'rewards',
    summary: 'One of the caller’s rewards (404 for anyone else’s)',
    params: idParamSchema,
    response: { 200: rewardSchema },
    errors: [404],
  }),
  rewardClaim: defineRoute({
    ...rewardsEndpoints.rewardClaim,
    tag: 'rewards',
    summary:
      'Claim a reward: its credits, card or XP move in one transaction; claiming again answers the claimed reward and moves nothing',
    params: idParamSchema,
    response: { 200: rewardClaimSchema },
    errors: [404, 409],
  }),
} as const;
