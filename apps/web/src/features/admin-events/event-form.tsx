import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { applyServerFieldErrors } from '../../ui/server-field-errors.ts';
import { TextField } from '../../ui/text-field.tsx';
import { EVENT_FORM_FIELDS, type EventFormInput } from './event-form-schema.ts';
import { SportCheckboxes } from './sport-checkboxes.tsx';

interface EventFormProps<Body> {
  mode: 'create' | 'edit';
  /** Form values to request body: eventCreateFormSchema or eventUpdateFormSchema. */
  schema: z.ZodType<Body, EventFormInput>;
  defaultValues: EventFormInput;
  /** Sends the body; resolves with the values the form shows afterwards. */
  onSave: (body: Body) => Promise<EventFormInput>;
  saving: boolean;
  submitLabel: string;
  lockedSports?: ReadonlyMap<string, string>;
}

/** The event's own fields, for a new event and for editing one; server field errors land on their inputs. */
export function EventForm<Body>({
  mode,
  schema,
  defaultValues,
  onSave,
  saving,
  submitLabel,
  lockedSports,
}: EventFormProps<Body>) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<EventFormInput, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      reset(await onSave(body));
    } catch (error) {
      if (!applyServerFieldErrors(error, EVENT_FORM_FIELDS, setError)) setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Name"
          className="md:col-span-2"
          autoComplete="off"
          placeholder="Laax Open"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Slug"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          placeholder="laax-open"
          hint={
            mode === 'create'
              ? 'Leave empty to make one from the name.'
              : 'Part of every link to the event: changing it changes them.'
          }
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TextField
          label="Location"
          autoComplete="off"
          placeholder="Laax, Switzerland"
          error={errors.location?.message}
          {...register('location')}
        />
        <TextField
          label="Start date"
          type="date"
          error={errors.date_from?.message}
          {...register('date_from')}
        />
        <TextField label="End date" type="date" error={errors.date_to?.message} {...register('date_to')} />
        <TextField
          label="Season"
          autoComplete="off"
          placeholder="2027"
          hint={mode === 'create' ? 'Leave empty for the start year.' : undefined}
          error={errors.season?.message}
          {...register('season')}
        />
        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://…"
          hint="Optional: the picture on event cards."
          error={errors.image?.message}
          {...register('image')}
        />
        <div className="md:col-span-2">
          <SportCheckboxes field={register('sports')} error={errors.sports?.message} locked={lockedSports} />
        </div>
        <TextField
          label="Results feed URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          className="md:col-span-2"
          placeholder="https://results.example.com/laax-open.json"
          hint="Optional: JSON or CSV results that 'Refresh from feed' re-imports."
          error={errors.results_feed_url?.message}
          {...register('results_feed_url')}
        />
      </div>
      {failure ? <FormAlert title="Not saved">{failure}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving} className="max-sm:w-full">
          {submitLabel}
        </Button>
        {mode === 'edit' && isDirty ? (
          <Button variant="ghost" className="max-sm:w-full" onClick={() => reset(defaultValues)}>
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
