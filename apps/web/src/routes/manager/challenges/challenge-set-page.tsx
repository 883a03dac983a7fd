import type { ChallengeSetDetail } from '@shred/contract';
import { useParams } from 'react-router';
import {
  CHALLENGES_PATH,
  ChallengeRow,
  ProgressRing,
  SetTiming,
  useChallengeSetQuery,
} from '../../../features/challenges/index.ts';
import { usePageTitle } from '../../../features/route-meta/page-title.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { TrophyIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TextSkeleton } from '../../../ui/skeleton.tsx';
import { ChallengeLoadFailed } from './challenge-load-failed.tsx';

/** /manager/challenges/{setId} (R2.59): the set's challenges with the fan's progress and where to act. */
export function ChallengeSetPage() {
  const setId = Number(useParams().setId);
  const set = useChallengeSetQuery(setId);
  usePageTitle(set.data?.name);
  const back = { to: CHALLENGES_PATH, label: 'Challenges' };
  if (!Number.isInteger(setId) || setId < 1 || set.isError)
    return (
      <>
        <PageHeader title="Challenge set" back={back} />
        <ChallengeLoadFailed
          what="set"
          error={set.error}
          onRetry={() => set.refetch()}
          retrying={set.isRefetching}
        />
      </>
    );
  if (set.isPending) return <SetSkeleton back={back} />;
  return <SetContent set={set.data} back={back} />;
}

function SetContent({ set, back }: { set: ChallengeSetDetail; back: { to: string; label: string } }) {
  return (
    <>
      <PageHeader
        title={set.name}
        back={back}
        subtitle={set.description || undefined}
        actions={
          <ProgressRing
            done={set.completed_count}
            total={set.challenges_count}
            label="Challenges completed"
            size={72}
          />
        }
      />
      <div className="-mt-3 mb-6">
        <SetTiming set={set} />
        {set.status === 'upcoming' ? (
          <p className="mt-2 text-sm text-muted">Progress counts from the day the set starts.</p>
        ) : set.status === 'ended' ? (
          <p className="mt-2 text-sm text-muted">This set has ended: its progress is final.</p>
        ) : null}
      </div>
      {set.challenges.length === 0 ? (
        <EmptyState icon={<TrophyIcon width={28} height={28} />} title="No challenges in this set yet">
          Check back soon: staff are still putting it together.
        </EmptyState>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={`${set.name} challenges`}>
          {set.challenges.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeRow challenge={challenge} canAct={set.status === 'active'} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function SetSkeleton({ back }: { back: { to: string; label: string } }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the challenge set">
      <PageHeader title="Challenge set" back={back} subtitle={<TextSkeleton className="w-2/3" />} />
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-2xl border border-line bg-surface" />
        ))}
      </div>
    </div>
  );
}
