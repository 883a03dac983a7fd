export { RewardCelebration } from './reward-celebration.tsx';
export { RewardListItem, rewardPath } from './reward-list-item.tsx';
export { claimedText, GiftIcon, RewardBadge, rewardOrigin } from './reward-look.tsx';
export { rewardKeys, useClaimRewardMutation, useRewardQuery, useRewardsQuery } from './reward-queries.ts';
