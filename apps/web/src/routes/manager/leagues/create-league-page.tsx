import { createLeagueBodySchema } from '@shred/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import {
  clientFieldErrors,
  type LeagueFieldErrors,
  LeagueFields,
  leaguePath,
  serverFieldErrors,
  useCreateLeagueMutation,
} from '../../../features/leagues/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/** /manager/leagues/create (R2.47): name and description; the new league opens once made. */
export function CreateLeaguePage() {
  const navigate = useNavigate();
  const create = useCreateLeagueMutation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<LeagueFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = () => {
    setFormError(null);
    const parsed = createLeagueBodySchema.safeParse({ name, ...(description.trim() ? { description } : {}) });
    if (!parsed.success) {
      setErrors(clientFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (league) => {
        toast.success('Share its link to bring your friends in.', `${league.name} is ready`);
        navigate(leaguePath(league.slug), { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFormError(errorMessage(error));
      },
    });
  };

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader
        title="Create a league"
        back={{ to: '/manager/leagues', label: 'Leagues' }}
        subtitle="You own the league: you choose the events and sports that count and who stays in."
      />
      <Card>
        <form
          noValidate
          aria-label="New league"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <LeagueFields
            name={name}
            description={description}
            onNameChange={setName}
            onDescriptionChange={setDescription}
            errors={errors}
          />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <Button type="submit" loading={create.isPending} fullWidth>
            Create league
          </Button>
        </form>
      </Card>
    </div>
  );
}
