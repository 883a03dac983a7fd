import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { TrophyIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import {
  adminChallengeSetPath,
  useChallengeSetListQuery,
  useChallengeSetQuery,
  useUpdateChallengeMutation,
} from './admin-challenge-queries.ts';
import { ChallengeForm } from './challenge-form.tsx';
import { challengeFormValues, challengeUpdateFormSchema } from './challenge-form-schema.ts';

/** /admin/challenges/{setId}/{id} 'Edit Challenge'. */
export function EditChallengePage() {
  const params = useParams();
  const setId = Number(params.setId);
  const id = Number(params.id);
  const set = useChallengeSetQuery(setId);
  const sets = useChallengeSetListQuery(1);
  const update = useUpdateChallengeMutation(id);
  const navigate = useNavigate();
  const challenge = set.data?.challenges.find((c) => c.id === id);
  const failed = set.error ?? sets.error;
  // The list holds the newest sets; the challenge's own set is always among the choices.
  const choices =
    sets.data && set.data && !sets.data.results.some((s) => s.id === setId)
      ? [set.data, ...sets.data.results]
      : (sets.data?.results ?? []);

  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Edit Challenge"
        subtitle={challenge?.name}
        back={{ to: adminChallengeSetPath(setId), label: set.data?.name ?? 'Challenge set' }}
      />
      {set.isPending || sets.isPending ? <LoadingBlock label="Loading the challenge…" /> : null}
      {failed ? (
        <LoadFailed
          title="Could not load the challenge"
          message={errorMessage(failed)}
          onRetry={() => {
            void set.refetch();
            void sets.refetch();
          }}
        />
      ) : null}
      {set.data && sets.data && !challenge ? (
        <EmptyState icon={<TrophyIcon />} title="No such challenge in this set">
          It may have been deleted or moved to another set.
        </EmptyState>
      ) : null}
      {challenge && sets.data ? (
        <Card as="section" aria-label="Challenge details">
          <ChallengeForm
            key={challenge.id}
            schema={challengeUpdateFormSchema}
            defaultValues={challengeFormValues(challenge)}
            sets={choices}
            promiseFixed={challenge.completions > 0}
            saving={update.isPending}
            submitLabel="Save challenge"
            onSave={async (body) => {
              const saved = await update.mutateAsync(body);
              toast.success(`${saved.name} is saved.`, 'Challenge saved');
              await navigate(adminChallengeSetPath(saved.set_id));
              return challengeFormValues(saved);
            }}
          />
        </Card>
      ) : null}
    </div>
  );
}
