import { type AdminChallenge, type AdminChallengeSetDetail, challengeGoal } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { formatInstant } from '../../../features/admin-events/local-date-time.ts';
import { confirm } from '../../../features/modals/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PlusIcon, TrophyIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import {
  adminChallengePath,
  useChallengeSetQuery,
  useDeleteChallengeMutation,
  useDeleteChallengeSetMutation,
  useUpdateChallengeSetMutation,
} from './admin-challenge-queries.ts';
import { ChallengeSetForm } from './challenge-set-form.tsx';
import { challengeSetFormValues, challengeSetUpdateFormSchema } from './challenge-set-form-schema.ts';
import { askToDeleteSet } from './delete-set.ts';
import { rewardLabel } from './reward-label.ts';
import { SetStatusBadge } from './set-status.tsx';

function ChallengeRow({ challenge }: { challenge: AdminChallenge }) {
  const remove = useDeleteChallengeMutation();
  const ask = async () => {
    const yes = await confirm({
      title: `Delete ${challenge.name}?`,
      message: "It leaves its set, with players' progress on it.",
      confirmText: 'Delete challenge',
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(challenge);
      toast.success(`${challenge.name} is deleted.`, 'Challenge deleted');
    } catch (error) {
      toast.error(errorMessage(error), 'Challenge not deleted');
    }
  };
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg">{challenge.name}</p>
        <p className="text-sm text-muted">
          {challengeGoal(challenge.condition, challenge.target)} · {rewardLabel(challenge)}
        </p>
      </div>
      <p className="text-sm tabular-nums text-muted sm:w-32 sm:text-right">
        {challenge.completions === 1 ? '1 completion' : `${formatCount(challenge.completions)} completions`}
      </p>
      <div className="flex gap-2">
        <ButtonLink
          to={adminChallengePath(challenge.set_id, challenge.id)}
          variant="secondary"
          size="sm"
          aria-label={`Edit ${challenge.name}`}
          className="max-sm:flex-1"
        >
          Edit
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger max-sm:flex-1"
          loading={remove.isPending}
          aria-label={`Delete ${challenge.name}`}
          onClick={() => void ask()}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

function SetChallenges({ set }: { set: AdminChallengeSetDetail }) {
  return (
    <Card as="section" aria-labelledby="set-challenges" padded={false}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <h2 id="set-challenges" className="text-lg font-semibold text-fg">
          Challenges <span className="text-muted">({set.challenges.length})</span>
        </h2>
        <ButtonLink to={`/admin/challenges/new/challenge?set=${set.id}`} size="sm" icon={<PlusIcon />}>
          Add challenge
        </ButtonLink>
      </div>
      {set.challenges.length === 0 ? (
        <EmptyState icon={<TrophyIcon />} title="No challenges in this set">
          Add one, or import several from a file.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line">
          {set.challenges.map((challenge) => (
            <ChallengeRow key={challenge.id} challenge={challenge} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /admin/challenges/{setId} 'Challenge Set': edit the set, and list, add or remove its challenges. */
export function ChallengeSetPage() {
  const id = Number(useParams().setId);
  const query = useChallengeSetQuery(id);
  const update = useUpdateChallengeSetMutation(id);
  const remove = useDeleteChallengeSetMutation();
  const navigate = useNavigate();
  const set = query.data;

  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <PageHeader
        title={set?.name ?? 'Challenge Set'}
        subtitle={
          set ? (
            <span className="flex flex-wrap items-center gap-2">
              <SetStatusBadge status={set.status} />
              {formatInstant(set.starts_at)} → {formatInstant(set.ends_at)}
            </span>
          ) : undefined
        }
        back={{ to: '/admin/challenges', label: 'Challenges' }}
        className="mb-0"
        actions={
          set ? (
            <Button
              variant="ghost"
              className="text-danger"
              loading={remove.isPending}
              onClick={async () => {
                if (await askToDeleteSet(set, (setId) => remove.mutateAsync(setId))) {
                  await navigate('/admin/challenges');
                }
              }}
            >
              Delete set
            </Button>
          ) : null
        }
      />
      {query.isPending ? <LoadingBlock label="Loading the set…" /> : null}
      {query.isError ? (
        <LoadFailed
          title="Could not load the set"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {set ? (
        <>
          <SetChallenges set={set} />
          <Card as="section" aria-labelledby="set-details">
            <h2 id="set-details" className="mb-4 text-lg font-semibold text-fg">
              Set details
            </h2>
            <ChallengeSetForm
              key={set.id}
              schema={challengeSetUpdateFormSchema}
              defaultValues={challengeSetFormValues(set)}
              saving={update.isPending}
              submitLabel="Save set"
              onSave={async (body) => {
                const saved = await update.mutateAsync(body);
                toast.success(`${saved.name} is saved.`, 'Set saved');
                return challengeSetFormValues(saved);
              }}
            />
          </Card>
        </>
      ) : null}
    </div>
  );
}
