import type { Reward } from '@shred/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { AthleteCardArt } from '../../../features/athletes/index.ts';
import {
  claimedText,
  GiftIcon,
  RewardBadge,
  RewardCelebration,
  rewardOrigin,
  useClaimRewardMutation,
  useRewardQuery,
} from '../../../features/rewards/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';

const BACK = { to: '/manager/rewards', label: 'Rewards' };

/** /manager/rewards/{id} 'Claim Reward' (R2.57): what the reward is, claim it, celebrate. */
export function ClaimRewardPage() {
  const id = Number(useParams().id);
  const reward = useRewardQuery(id);
  const claim = useClaimRewardMutation(id);
  const missing =
    !Number.isInteger(id) || id <= 0 || (reward.error instanceof ApiError && reward.error.status === 404);

  let body: ReactNode;
  if (missing) {
    body = (
      <EmptyState
        icon={<GiftIcon width={28} height={28} />}
        title="This reward is not here"
        action={<ButtonLink to="/manager/rewards">See your rewards</ButtonLink>}
      >
        It may belong to someone else, or the link is wrong.
      </EmptyState>
    );
  } else if (reward.isPending) {
    body = <LoadingBlock label="Loading the reward…" />;
  } else if (reward.isError) {
    body = (
      <LoadFailed
        icon={<GiftIcon width={28} height={28} />}
        title="Could not load this reward"
        message={errorMessage(reward.error)}
        onRetry={() => reward.refetch()}
        retrying={reward.isRefetching}
      />
    );
  } else if (claim.data?.claimed_now) {
    body = <RewardCelebration claim={claim.data} />;
  } else {
    body = (
      <RewardSummary reward={reward.data}>
        {reward.data.claimed_at === null ? (
          <>
            {claim.isError ? (
              <FormAlert title="The reward could not be claimed" className="text-left">
                {errorMessage(claim.error)}
              </FormAlert>
            ) : null}
            <Button size="lg" fullWidth loading={claim.isPending} onClick={() => claim.mutate()}>
              Claim Reward
            </Button>
          </>
        ) : (
          <ButtonLink to="/manager/rewards" variant="secondary" fullWidth>
            All rewards
          </ButtonLink>
        )}
      </RewardSummary>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader title="Claim Reward" back={BACK} />
      {body}
    </div>
  );
}

/** The reward as it stands: its prize, what it was for, and the card once one was given. */
function RewardSummary({ reward, children }: { reward: Reward; children: ReactNode }) {
  const claimed = reward.claimed_at !== null;
  return (
    <article
      aria-labelledby="reward-title"
      className="flex flex-col items-center gap-5 rounded-3xl border border-line bg-surface px-5 py-8 text-center shadow-card sm:px-8"
    >
      <div className={cx('flex flex-col items-center gap-4', claimed && 'opacity-70 grayscale')}>
        {claimed && reward.card ? (
          <div className="w-40">
            <AthleteCardArt card={reward.card} />
          </div>
        ) : (
          <RewardBadge reward={reward} size="lg" />
        )}
        <div>
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-accent">{rewardOrigin(reward)}</p>
          <h2
            id="reward-title"
            className="mt-2 font-display text-3xl font-bold uppercase italic leading-tight tracking-tight text-fg"
          >
            {reward.title}
          </h2>
          <p className="mt-2 text-lg font-semibold text-fg">{reward.prize}</p>
          <p className="mt-1 text-sm text-muted">{claimedText(reward)}</p>
        </div>
      </div>
      <div className="flex w-full max-w-xs flex-col gap-3">{children}</div>
    </article>
  );
}
