import type { ChallengeDetail } from '@shred/contract';
import { challengeProgress } from '@shred/game';
import { useParams } from 'react-router';
import {
  CHALLENGE_ACTIONS,
  challengeSetPath,
  conditionText,
  ProgressBar,
  REWARDS_PATH,
  rewardText,
  SetTiming,
  useChallengeQuery,
} from '../../../features/challenges/index.ts';
import { usePageTitle } from '../../../features/route-meta/page-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TextSkeleton } from '../../../ui/skeleton.tsx';
import { formatWhen } from '../market/format-date.ts';
import { ChallengeLoadFailed } from './challenge-load-failed.tsx';

/** /manager/challenges/{setId}/{id} (R2.60): one challenge, the fan's progress and its reward. */
export function ChallengePage() {
  const params = useParams();
  const setId = Number(params.setId);
  const id = Number(params.id);
  const challenge = useChallengeQuery(id);
  usePageTitle(challenge.data?.name);
  const validSet = Number.isInteger(setId) && setId > 0;
  const back = validSet
    ? { to: challengeSetPath(setId), label: challenge.data?.set.name ?? 'Challenge set' }
    : { to: '/manager/challenges', label: 'Challenges' };
  // A challenge reached under another set's address is not that set's challenge.
  const misplaced = challenge.data !== undefined && challenge.data.set_id !== setId;
  if (!validSet || !Number.isInteger(id) || id < 1 || challenge.isError || misplaced)
    return (
      <>
        <PageHeader title="Challenge" back={back} />
        <ChallengeLoadFailed
          what="challenge"
          error={challenge.error}
          onRetry={() => challenge.refetch()}
          retrying={challenge.isRefetching}
        />
      </>
    );
  if (challenge.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading the challenge">
        <PageHeader title="Challenge" back={back} subtitle={<TextSkeleton className="w-1/2" />} />
        <div className="h-56 animate-pulse rounded-2xl border border-line bg-surface" />
      </div>
    );
  return <ChallengeContent challenge={challenge.data} back={back} />;
}

function ChallengeContent({
  challenge,
  back,
}: {
  challenge: ChallengeDetail;
  back: { to: string; label: string };
}) {
  const view = challengeProgress(challenge.progress, challenge.target);
  const done = challenge.completed_at !== null;
  const action = CHALLENGE_ACTIONS[challenge.condition];
  return (
    <>
      <PageHeader title={challenge.name} back={back} subtitle={challenge.description || undefined} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card as="section" aria-labelledby="challenge-progress-title" className="flex flex-col gap-5">
          <div>
            <p className="text-xs font-semibold uppercase tracking-widest text-muted">Goal</p>
            <h2 id="challenge-progress-title" className="mt-1 text-xl font-semibold text-fg">
              {conditionText(challenge.condition, challenge.target)}
            </h2>
          </div>
          <div className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-display text-4xl font-extrabold italic tabular-nums text-fg">
                {view.progress}
                <span className="text-xl text-muted"> / {view.target}</span>
              </span>
              <span className="text-sm font-semibold tabular-nums text-muted">{view.percent}%</span>
            </div>
            <ProgressBar percent={view.percent} done={done} label="Progress" />
          </div>
          {done ? (
            <p className="flex items-center gap-2 rounded-xl bg-success-bg px-3 py-2 text-sm font-semibold text-success">
              <CheckIcon width={18} height={18} />
              Completed {challenge.completed_at ? formatWhen(challenge.completed_at) : ''}
            </p>
          ) : challenge.set.status === 'active' ? (
            <ButtonLink to={action.to} className="w-fit">
              {action.label}
            </ButtonLink>
          ) : (
            <p className="text-sm text-muted">
              {challenge.set.status === 'upcoming'
                ? 'This challenge opens when its set starts.'
                : 'This challenge’s set has ended.'}
            </p>
          )}
          <div className="border-t border-line pt-4">
            <p className="text-xs font-semibold uppercase tracking-widest text-muted">Set</p>
            <p className="mt-1 font-semibold text-fg">{challenge.set.name}</p>
            <SetTiming set={challenge.set} />
          </div>
        </Card>
        <Card as="section" aria-labelledby="challenge-reward-title" className="relative overflow-hidden">
          <div className="bg-hero pointer-events-none absolute inset-0 opacity-30" aria-hidden="true" />
          <div className="relative flex flex-col gap-3">
            <p
              id="challenge-reward-title"
              className="text-xs font-semibold uppercase tracking-widest text-muted"
            >
              Reward
            </p>
            <p className="font-display text-3xl font-extrabold uppercase italic tracking-tight text-lime">
              {rewardText(challenge.reward)}
            </p>
            {done ? (
              <>
                <p className="text-sm text-muted">Your reward is waiting for you.</p>
                <ButtonLink to={REWARDS_PATH} fullWidth>
                  Claim your reward
                </ButtonLink>
              </>
            ) : (
              <p className="text-sm text-muted">
                Complete the challenge and it waits for you in your rewards.
              </p>
            )}
          </div>
        </Card>
      </div>
    </>
  );
}
