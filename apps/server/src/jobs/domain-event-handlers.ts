import { achievementsHandler } from '../modules/achievements/achievement-awards.ts';
import { challengeProgressHandler } from '../modules/challenges/challenge-progress.ts';
import { notificationHandlers } from '../modules/notifications/notification-producers.ts';
import { challengeRewardHandler, placingRewardsHandler } from '../modules/rewards/rewards.handlers.ts';
import type { DomainEventHandler } from '../platform/domain-events/dispatcher.ts';

/**
 * Every module's reactions to domain events. A new reaction is a new handler here; the module
 * that published the event never changes for it.
 */
export const domainEventHandlers: readonly DomainEventHandler[] = [
  challengeProgressHandler,
  placingRewardsHandler,
  challengeRewardHandler,
  achievementsHandler,
  ...notificationHandlers,
];
