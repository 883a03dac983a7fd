import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { RemoveIcon } from './admin-icons.tsx';
import type { GameFormInput } from './game-form-schema.ts';
import { browserTimeZone } from './local-date-time.ts';

/** The contract's limit on rounds per game. */
const MAX_COMPETITIONS = 10;

interface CompetitionFieldsProps<Body> {
  control: Control<GameFormInput, unknown, Body>;
  register: UseFormRegister<GameFormInput>;
  errors: FieldErrors<GameFormInput>;
}

/** The game's rounds: name, start time and which one is the final; add and remove rows. */
export function CompetitionFields<Body>({ control, register, errors }: CompetitionFieldsProps<Body>) {
  const { fields, append, remove } = useFieldArray({ control, name: 'competitions', keyName: 'key' });
  const listError = errors.competitions?.message ?? errors.competitions?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-fg">Competitions</legend>
      <p className="-mt-1 text-xs text-muted">
        Each round locks its athletes' picks when it starts; with no final ticked, the last round is the
        final. Times are in {browserTimeZone()}.
      </p>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const rowErrors = errors.competitions?.[index];
          return (
            <li
              key={field.key}
              className="grid gap-3 rounded-xl border border-line bg-surface-2/50 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)_auto_auto] sm:items-start"
            >
              <TextField
                label={`Round ${index + 1} name`}
                autoComplete="off"
                placeholder="Qualifier"
                error={rowErrors?.name?.message}
                {...register(`competitions.${index}.name`)}
              />
              <TextField
                label={`Round ${index + 1} starts`}
                type="datetime-local"
                error={rowErrors?.starts_at?.message}
                {...register(`competitions.${index}.starts_at`)}
              />
              <label className="flex h-12 items-center gap-2 self-end text-sm text-fg sm:mb-0">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--accent)]"
                  {...register(`competitions.${index}.is_final`)}
                />
                Final
              </label>
              <Button
                variant="ghost"
                size="sm"
                className="self-end sm:mb-1.5"
                icon={<RemoveIcon width={16} height={16} />}
                disabled={fields.length === 1}
                aria-label={`Remove round ${index + 1}`}
                onClick={() => remove(index)}
              >
                <span className="sm:sr-only">Remove</span>
              </Button>
            </li>
          );
        })}
      </ol>
      {listError ? <p className="text-sm text-danger">{listError}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        className="w-fit"
        icon={<PlusIcon width={16} height={16} />}
        disabled={fields.length >= MAX_COMPETITIONS}
        onClick={() => append({ id: null, name: '', starts_at: '', is_final: false })}
      >
        Add round
      </Button>
    </fieldset>
  );
}
