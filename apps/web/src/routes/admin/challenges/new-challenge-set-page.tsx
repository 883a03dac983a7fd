import { useNavigate } from 'react-router';
import { toast } from '../../../features/toasts/index.ts';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { adminChallengeSetPath, useCreateChallengeSetMutation } from './admin-challenge-queries.ts';
import { ChallengeSetForm } from './challenge-set-form.tsx';
import {
  challengeSetCreateFormSchema,
  challengeSetFormValues,
  EMPTY_SET_FORM,
} from './challenge-set-form-schema.ts';

/** /admin/challenges/new/challenge-set 'New Challenge Set': its name, words and dates. */
export function NewChallengeSetPage() {
  const create = useCreateChallengeSetMutation();
  const navigate = useNavigate();
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="New Challenge Set"
        subtitle="A set runs between two moments; its challenges count players' actions in between."
        back={{ to: '/admin/challenges', label: 'Challenges' }}
      />
      <Card as="section" aria-label="Set details">
        <ChallengeSetForm
          schema={challengeSetCreateFormSchema}
          defaultValues={EMPTY_SET_FORM}
          saving={create.isPending}
          submitLabel="Create set"
          onSave={async (body) => {
            const set = await create.mutateAsync(body);
            toast.success(`${set.name} is created. Add its challenges now.`, 'Set created');
            await navigate(adminChallengeSetPath(set.id));
            return challengeSetFormValues(set);
          }}
        />
      </Card>
    </div>
  );
}
