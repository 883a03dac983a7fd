import { zodResolver } from '@hookform/resolvers/zod';
import type { SportRef } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { applyServerFieldErrors } from '../../ui/server-field-errors.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useRulesetsQuery, useSportsQuery } from './catalog-queries.ts';
import { CompetitionFields } from './competition-fields.tsx';
import { GAME_FORM_FIELDS, type GameFormInput } from './game-form-schema.ts';
import { browserTimeZone } from './local-date-time.ts';

export const GENDER_LABELS = { M: 'Men', W: 'Women' } as const;

interface GameFormProps<Body> {
  mode: 'create' | 'edit';
  /** Form values to request body: gameCreateFormSchema or gameUpdateFormSchema. */
  schema: z.ZodType<Body, GameFormInput>;
  defaultValues: GameFormInput;
  /** The event's sports: a new game must be in one of them. */
  eventSports: readonly SportRef[];
  onSave: (body: Body) => Promise<GameFormInput>;
  onCancel?: () => void;
  saving: boolean;
  submitLabel: string;
}

/** Server messages may name any round's field ('competitions.2.starts_at'). */
const serverFieldNames = (rounds: number): FieldPath<GameFormInput>[] => [
  ...GAME_FORM_FIELDS,
  ...Array.from({ length: rounds }, (_, i) => [
    `competitions.${i}.name` as const,
    `competitions.${i}.starts_at` as const,
  ]).flat(),
];

/** A game's sport, discipline, gender (new games only), name, entry window, ruleset and rounds. */
export function GameForm<Body>({
  mode,
  schema,
  defaultValues,
  eventSports,
  onSave,
  onCancel,
  saving,
  submitLabel,
}: GameFormProps<Body>) {
  const sports = useSportsQuery();
  const rulesets = useRulesetsQuery();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    getValues,
    formState: { errors, isDirty },
  } = useForm<GameFormInput, unknown, Body>({ resolver: zodResolver(schema), defaultValues });

  const sportSlug = watch('sport');
  const disciplineSlug = watch('discipline');
  const gender = watch('gender');
  const disciplines = sports.data?.find((s) => s.slug === sportSlug)?.disciplines ?? [];
  const discipline = disciplines.find((d) => d.slug === disciplineSlug);

  // A discipline belongs to one sport: switching sport picks that sport's first discipline.
  useEffect(() => {
    if (mode !== 'create' || disciplines.length === 0) return;
    if (!disciplines.some((d) => d.slug === getValues('discipline'))) {
      setValue('discipline', disciplines[0]?.slug ?? '');
    }
  }, [mode, disciplines, getValues, setValue]);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      reset(await onSave(body));
    } catch (error) {
      const names = serverFieldNames(getValues('competitions').length);
      if (!applyServerFieldErrors(error, names, setError)) setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {mode === 'create' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Sport" error={errors.sport?.message} {...register('sport')}>
            {eventSports.map((sport) => (
              <option key={sport.slug} value={sport.slug}>
                {sport.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Discipline"
            disabled={!sports.data}
            error={errors.discipline?.message}
            hint={
              sports.isError ? `Could not load the disciplines: ${errorMessage(sports.error)}` : undefined
            }
            {...register('discipline')}
          >
            {disciplines.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-fg">Field</legend>
            <div className="flex h-12 items-center gap-4">
              {(['M', 'W'] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm text-fg">
                  <input
                    type="radio"
                    value={value}
                    className="size-4 accent-[var(--accent)]"
                    {...register('gender')}
                  />
                  {GENDER_LABELS[value]}
                </label>
              ))}
            </div>
            {errors.gender?.message ? <p className="text-sm text-danger">{errors.gender.message}</p> : null}
          </fieldset>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Game name"
          autoComplete="off"
          placeholder={discipline ? `${discipline.name} ${GENDER_LABELS[gender]}` : undefined}
          hint={mode === 'create' ? 'Leave empty to name it after the discipline and field.' : undefined}
          error={errors.name?.message}
          {...register('name')}
        />
        {rulesets.data ? (
          // Registered only once its options exist, so the select shows the game's own ruleset.
          <SelectField label="Scoring ruleset" error={errors.ruleset_id?.message} {...register('ruleset_id')}>
            {mode === 'create' ? <option value="">Default ruleset</option> : null}
            {rulesets.data.map((ruleset) => (
              <option key={ruleset.id} value={String(ruleset.id)}>
                {ruleset.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <SelectField
            label="Scoring ruleset"
            disabled
            hint={
              rulesets.isError ? `Could not load the rulesets: ${errorMessage(rulesets.error)}` : undefined
            }
          >
            <option>{rulesets.isError ? 'Not available' : 'Loading rulesets…'}</option>
          </SelectField>
        )}
        <TextField
          label="Entries open"
          type="datetime-local"
          className="md:col-span-2"
          hint={`Leave empty to open ${DEFAULT_GAME_CONFIG.schedule.entryWindowDaysBeforeFirstCompetition} days before the first round. ${browserTimeZone()} time.`}
          error={errors.opens_at?.message}
          {...register('opens_at')}
        />
      </div>
      <CompetitionFields control={control} register={register} errors={errors} />
      {failure ? <FormAlert title="Not saved">{failure}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving} className="max-sm:w-full">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" className="max-sm:w-full" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {mode === 'edit' && isDirty ? (
          <Button variant="ghost" className="max-sm:w-full" onClick={() => reset(defaultValues)}>
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
