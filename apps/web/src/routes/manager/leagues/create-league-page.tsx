import { createLeagueBodySchema } from '@shred/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import {
  clientFieldErrors,
  type LeagueFieldErrors,
  LeagueFields,
  LeagueImagePicker,
  leaguePath,
  serverFieldErrors,
  useCreateLeagueMutation,
  useLeagueImageMutation,
} from '../../../features/leagues/index.ts';
import { uploadErrorMessage } from '../../../features/profile/upload-error.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/** A picked file's preview url, released when the choice changes or the page goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * /manager/leagues/create (R2.47): name, description and an optional picture; the new league
 * opens once made. The picture uploads right after the league exists; if that fails the league
 * stays, and its settings open so the owner can try the picture again.
 */
export function CreateLeaguePage() {
  const navigate = useNavigate();
  const create = useCreateLeagueMutation();
  const upload = useLeagueImageMutation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const preview = usePreviewUrl(image);
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
        const ready = () => {
          toast.success('Share its link to bring your friends in.', `${league.name} is ready`);
          navigate(leaguePath(league.slug), { replace: true });
        };
        if (!image) return ready();
        upload.mutate(
          { slug: league.slug, file: image },
          {
            onSuccess: ready,
            onError: (error) => {
              toast.error(
                `${league.name} was created, but its picture was not: ${uploadErrorMessage(error, 'image')} Try it again here.`,
                'Picture not uploaded',
              );
              navigate(`${leaguePath(league.slug)}/settings/details`, { replace: true });
            },
          },
        );
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
          <LeagueImagePicker
            league={{ slug: name || 'new-league', name: name || 'New league', image: preview }}
            busy={upload.isPending ? 'upload' : null}
            onPick={setImage}
            onRemove={() => setImage(null)}
          />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <Button type="submit" loading={create.isPending || upload.isPending} fullWidth>
            Create league
          </Button>
        </form>
      </Card>
    </div>
  );
}
