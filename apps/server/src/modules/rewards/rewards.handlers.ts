import type { DomainEventHandler } from '../../platform/domain-events/dispatcher.ts';
import { grantChallengeReward, grantPlacingRewards } from './reward-grants.ts';

/** A completed game's final board earns its placing rewards. */
export const placingRewardsHandler: DomainEventHandler = {
  name: 'rewards.placing',
  types: ['game.completed'],
  async handle(tx, event) {
    if (event.type !== 'game.completed') return;
    await grantPlacingRewards(tx, event.payload.game_id);
  },
};

/** A completed challenge earns the reward it names. */
export const challengeRewardHandler: DomainEventHandler = {
  name: 'rewards.challenge',
  types: ['challenge.completed'],
  async handle(tx, event) {
    if (event.type !== 'challenge.completed') return;
    await grantChallengeReward(tx, event.payload.user_id, event.payload.challenge_id);
  },
};
