import { PAGE_SIZE_DEFAULT } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import { ListSkeleton } from '../../../features/credits/index.ts';
import { GiftIcon, RewardListItem, useRewardsQuery } from '../../../features/rewards/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';

/** /manager/rewards (R2.56): the viewer's rewards, unclaimed first, claimed ones greyed. */
export function RewardsPage() {
  const [page, setPage] = useState(1);
  const rewards = useRewardsQuery(page);
  const waiting = rewards.data?.unclaimed ?? 0;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Rewards"
        subtitle={
          waiting > 0
            ? `${formatCount(waiting)} ${waiting === 1 ? 'reward waits' : 'rewards wait'} for you to claim.`
            : 'Cards, credits and XP you earned by placing in games and completing challenges.'
        }
      />
      {rewards.isPending ? (
        <ListSkeleton rows={4} label="Loading your rewards" />
      ) : rewards.isError ? (
        <LoadFailed
          icon={<GiftIcon width={28} height={28} />}
          title="Could not load your rewards"
          message={errorMessage(rewards.error)}
          onRetry={() => rewards.refetch()}
          retrying={rewards.isRefetching}
        />
      ) : rewards.data.count === 0 ? (
        <EmptyState
          icon={<GiftIcon width={28} height={28} />}
          title="No rewards yet"
          action={<ButtonLink to="/manager/events">Find a game</ButtonLink>}
        >
          Finish a game in the top 25% of managers to earn credits, in the top 10% for more, and in the top 1%
          for an epic card. Completing challenges earns rewards too. They wait here until you claim them.
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-busy={rewards.isPlaceholderData || undefined}>
            {rewards.data.results.map((reward) => (
              <li key={reward.id}>
                <RewardListItem reward={reward} />
              </li>
            ))}
          </ul>
          <Pager
            label="Reward pages"
            page={page}
            pageCount={pageCountOf(rewards.data.count, PAGE_SIZE_DEFAULT)}
            onPageChange={setPage}
            busy={rewards.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}
