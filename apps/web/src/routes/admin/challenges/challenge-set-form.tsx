import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../api/index.ts';
import { browserTimeZone } from '../../../features/admin-events/local-date-time.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { applyServerFieldErrors } from '../../../ui/server-field-errors.ts';
import { FieldNotes, TextField } from '../../../ui/text-field.tsx';
import { type ChallengeSetFormInput, SET_FORM_FIELDS } from './challenge-set-form-schema.ts';
import { textAreaClasses } from './text-area-classes.ts';

interface ChallengeSetFormProps<Body> {
  schema: z.ZodType<Body, ChallengeSetFormInput>;
  defaultValues: ChallengeSetFormInput;
  /** Sends the body; resolves with the values the form shows afterwards. */
  onSave: (body: Body) => Promise<ChallengeSetFormInput>;
  saving: boolean;
  submitLabel: string;
}

/** A set's name, words and date range, for a new set and for editing one. */
export function ChallengeSetForm<Body>({
  schema,
  defaultValues,
  onSave,
  saving,
  submitLabel,
}: ChallengeSetFormProps<Body>) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChallengeSetFormInput, unknown, Body>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      reset(await onSave(body));
    } catch (error) {
      if (!applyServerFieldErrors(error, SET_FORM_FIELDS, setError)) setFailure(errorMessage(error));
    }
  });

  const zone = browserTimeZone();
  const descriptionError = errors.description?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Name"
          className="md:col-span-2"
          autoComplete="off"
          placeholder="Winter Warm-up"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <label htmlFor={`${id}-description`} className="text-sm font-medium text-fg">
            Description
          </label>
          <textarea
            id={`${id}-description`}
            rows={3}
            placeholder="What the set is about, as players read it."
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={cx(`${id}-description-hint`, descriptionError && `${id}-description-error`)}
            className={textAreaClasses(Boolean(descriptionError))}
            {...register('description')}
          />
          <FieldNotes
            hintId={`${id}-description-hint`}
            hint="Optional."
            errorId={`${id}-description-error`}
            error={descriptionError}
          />
        </div>
        <TextField
          label="Starts"
          type="datetime-local"
          hint={`In your time zone (${zone}).`}
          error={errors.starts_at?.message}
          {...register('starts_at')}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          hint="Progress counts until this moment."
          error={errors.ends_at?.message}
          {...register('ends_at')}
        />
      </div>
      {failure ? <FormAlert title="Not saved">{failure}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving} className="max-sm:w-full">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
