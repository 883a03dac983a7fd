import { type AdminChallenge, CHALLENGE_REWARD_LABELS } from '@shred/contract';
import { formatCount } from '@shred/game';

/** '250 Credits', '80 XP', 'A rare card'. */
export function rewardLabel(
  reward: Pick<AdminChallenge, 'reward_kind' | 'reward_amount' | 'reward_card_tier'>,
): string {
  if (reward.reward_kind === 'card') return `A ${reward.reward_card_tier ?? ''} card`;
  return `${formatCount(reward.reward_amount)} ${CHALLENGE_REWARD_LABELS[reward.reward_kind]}`;
}
