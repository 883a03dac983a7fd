import type { Reward } from '@shred/contract';
import { Link } from 'react-router';
import { cx } from '../../ui/class-names.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { claimedText, RewardBadge, rewardOrigin } from './reward-look.tsx';

export const rewardPath = (id: number) => `/manager/rewards/${id}`;

/** A reward in the list: what it gives and was for; a claimed one greyed (R2.56). */
export function RewardListItem({ reward }: { reward: Reward }) {
  const claimed = reward.claimed_at !== null;
  return (
    <Link
      to={rewardPath(reward.id)}
      className={cx(
        'group flex items-center gap-3 rounded-2xl border p-3 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:gap-4 sm:p-4',
        claimed
          ? 'border-line/60 bg-surface/60 opacity-60 grayscale hover:opacity-80'
          : 'border-accent/40 bg-surface shadow-card hover:border-accent',
      )}
    >
      <RewardBadge reward={reward} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-fg group-hover:text-accent">{reward.title}</span>
        <span className="block truncate text-sm text-muted">
          {reward.prize} · {rewardOrigin(reward)}
        </span>
      </span>
      <span
        className={cx(
          'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold',
          claimed ? 'bg-surface-2 text-muted' : 'bg-accent text-on-accent',
        )}
      >
        {claimed ? claimedText(reward) : 'Claim'}
      </span>
      <ChevronRightIcon width={18} height={18} className="shrink-0 text-muted" aria-hidden="true" />
    </Link>
  );
}
