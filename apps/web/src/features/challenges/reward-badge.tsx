import type { ChallengeReward } from '@shred/contract';
import { formatCount } from '@shred/game';
import { cx } from '../../ui/class-names.ts';
import { BoltIcon, CardsIcon, StarIcon } from '../../ui/icons.tsx';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** '150 credits', '100 XP', 'Rare card'. */
export function rewardText(reward: ChallengeReward): string {
  switch (reward.kind) {
    case 'credits':
      return `${formatCount(reward.amount)} ${reward.amount === 1 ? 'credit' : 'credits'}`;
    case 'xp':
      return `${formatCount(reward.amount)} XP`;
    case 'card':
      return `${capitalise(reward.card_tier ?? 'common')} card`;
  }
}

const ICONS = { credits: BoltIcon, xp: StarIcon, card: CardsIcon } as const;

/** A challenge's reward as a small pill with its kind's icon. */
export function RewardBadge({ reward, className }: { reward: ChallengeReward; className?: string }) {
  const Icon = ICONS[reward.kind];
  return (
    <span
      className={cx(
        'inline-flex w-fit items-center gap-1.5 rounded-full border border-lime/40 bg-lime/10 px-2.5 py-1 text-xs font-semibold text-fg',
        className,
      )}
    >
      <Icon width={14} height={14} className="text-lime" />
      <span>
        <span className="sr-only">Reward: </span>
        {rewardText(reward)}
      </span>
    </span>
  );
}
