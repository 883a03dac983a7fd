import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PlusIcon, TrophyIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import {
  adminChallengeSetPath,
  useChallengeSetListQuery,
  useCreateChallengeMutation,
} from './admin-challenge-queries.ts';
import { ChallengeForm } from './challenge-form.tsx';
import { challengeCreateFormSchema, emptyChallengeForm } from './challenge-form-schema.ts';

/** /admin/challenges/new/challenge 'New Challenge': a challenge for a set, `?set=` picking it. */
export function NewChallengePage() {
  const [params] = useSearchParams();
  const sets = useChallengeSetListQuery(1);
  const create = useCreateChallengeMutation();
  const navigate = useNavigate();
  const wanted = Number(params.get('set'));
  const available = sets.data?.results ?? [];
  // Sets still to run first: a challenge is rarely added to one that has ended.
  const ordered = [...available].sort(
    (a, b) =>
      Number(a.status === 'ended') - Number(b.status === 'ended') || a.starts_at.localeCompare(b.starts_at),
  );
  const preset = available.some((s) => s.id === wanted) ? wanted : null;
  // A set just created may be missing from the list cached before it: wait for the fresh one.
  const awaitingSet = wanted > 0 && preset === null && sets.isFetching;

  return (
    <div className="max-w-3xl">
      <PageHeader
        title="New Challenge"
        subtitle="What players do, how many times, and what they earn for it."
        back={{ to: '/admin/challenges', label: 'Challenges' }}
      />
      {sets.isPending || awaitingSet ? <LoadingBlock label="Loading challenge sets…" /> : null}
      {sets.isError ? (
        <LoadFailed
          title="Could not load the challenge sets"
          message={errorMessage(sets.error)}
          onRetry={() => void sets.refetch()}
          retrying={sets.isFetching}
        />
      ) : null}
      {sets.data && available.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon />}
          title="No set to add to"
          action={
            <ButtonLink to="/admin/challenges/new/challenge-set" icon={<PlusIcon />}>
              New set
            </ButtonLink>
          }
        >
          Every challenge belongs to a set with dates. Create the set first.
        </EmptyState>
      ) : null}
      {sets.data && available.length > 0 && !awaitingSet ? (
        <Card as="section" aria-label="Challenge details">
          <ChallengeForm
            key={preset ?? 'none'}
            schema={challengeCreateFormSchema}
            defaultValues={emptyChallengeForm(preset)}
            sets={ordered}
            saving={create.isPending}
            submitLabel="Create challenge"
            onSave={async (body) => {
              const challenge = await create.mutateAsync(body);
              toast.success(`${challenge.name} is added.`, 'Challenge created');
              await navigate(adminChallengeSetPath(challenge.set_id));
              return emptyChallengeForm(challenge.set_id);
            }}
          />
        </Card>
      ) : null}
    </div>
  );
}
