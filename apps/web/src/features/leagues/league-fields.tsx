import { LEAGUE_DESCRIPTION_MAX, LEAGUE_NAME } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useId } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/index.ts';
import { cx } from '../../ui/class-names.ts';
import { FieldNotes, inputClasses, TextField } from '../../ui/text-field.tsx';

export type LeagueField = 'name' | 'description';
export type LeagueFieldErrors = Partial<Record<LeagueField, string>>;

/** The first message for each field of a failed parse of the league's body. */
export function clientFieldErrors(error: z.ZodError): LeagueFieldErrors {
  const errors: LeagueFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'description') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's per-field messages (a slug taken, a name refused), on the fields they concern. */
export function serverFieldErrors(error: unknown): LeagueFieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: LeagueFieldErrors = {};
  for (const field of ['name', 'description'] as const) {
    const messages = error.fields[field] ?? (field === 'name' ? error.fields.slug : undefined);
    if (messages?.length) errors[field] = messages.join(' ');
  }
  return errors;
}

/** A league's name (3–60 characters) and its description (up to 500), with their errors. */
export function LeagueFields({
  name,
  description,
  onNameChange,
  onDescriptionChange,
  errors,
}: {
  name: string;
  description: string;
  onNameChange: (name: string) => void;
  onDescriptionChange: (description: string) => void;
  errors: LeagueFieldErrors;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const hintId = `${descriptionId}-hint`;
  const errorId = errors.description ? `${descriptionId}-error` : undefined;
  return (
    <>
      <TextField
        label="Name"
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
        maxLength={LEAGUE_NAME.max}
        autoComplete="off"
        hint={`${LEAGUE_NAME.min} to ${LEAGUE_NAME.max} characters. Its link is made from it.`}
        error={errors.name}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-fg">
          Description <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={descriptionId}
          value={description}
          onChange={(event) => onDescriptionChange(event.target.value)}
          maxLength={LEAGUE_DESCRIPTION_MAX}
          rows={4}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          className={cx(inputClasses(Boolean(errors.description)), 'h-auto min-h-28 py-3 leading-relaxed')}
        />
        <FieldNotes
          hintId={hintId}
          hint={`${formatCount(description.length)} of ${formatCount(LEAGUE_DESCRIPTION_MAX)} characters`}
          errorId={errorId}
          error={errors.description}
        />
      </div>
    </>
  );
}
