import type { Endpoint } from './endpoints.ts';

/** Rewards for placings and challenges (INTERFACE.md "Notifications, rewards, challenges, live"). */
export const rewardsEndpoints = {
  rewardList: { method: 'GET', path: 'rewards/', access: 'user', status: 200 },
  rewardDetail: { method: 'GET', path: 'rewards/{id}/', access: 'user', status: 200 },
  rewardClaim: { method: 'POST', path: 'rewards/{id}/claim/', access: 'user', status: 200 },
} as const satisfies Record<string, Endpoint>;
