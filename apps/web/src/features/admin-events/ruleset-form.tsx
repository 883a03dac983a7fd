import { zodResolver } from '@hookform/resolvers/zod';
import type { RulesetCreateBody, RulesetView } from '@shred/contract';
import { ordinal } from '@shred/game';
import { useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { applyServerFieldErrors } from '../../ui/server-field-errors.ts';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../toasts/index.ts';
import { RemoveIcon } from './admin-icons.tsx';
import { useCreateRulesetMutation } from './catalog-queries.ts';
import { fieldClasses } from './field-classes.ts';
import { PointsPreview } from './points-preview.tsx';
import {
  defaultRulesetForm,
  type RulesetFormInput,
  rulesetFormSchema,
  toGameRuleset,
} from './ruleset-form-schema.ts';

const PLACES_MAX = 200;
const BONUSES_MAX = 20;
const SERVER_FIELDS: FieldPath<RulesetFormInput>[] = [
  'name',
  'place_points',
  'step',
  'min_points',
  'bonuses',
];

// Number inputs without the browser's spin buttons: they ate the room the points need.
const smallInput = (invalid: boolean) =>
  cx(
    fieldClasses({ invalid, size: 'sm', width: 'w-full min-w-0' }),
    'tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
  );
const sectionHeading = 'text-sm font-semibold uppercase tracking-widest text-muted';

/** A scoring ruleset: name, points per place (GAME.md defaults prefilled), the step after the table, the minimum and bonuses. */
export function RulesetForm({ onCreated }: { onCreated: (ruleset: RulesetView) => void }) {
  const create = useCreateRulesetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<RulesetFormInput, unknown, RulesetCreateBody>({
    resolver: zodResolver(rulesetFormSchema),
    defaultValues: defaultRulesetForm(),
  });
  const places = useFieldArray({ control, name: 'place_points' });
  const bonuses = useFieldArray({ control, name: 'bonuses' });
  const values = watch();

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const ruleset = await create.mutateAsync(body);
      toast.success(`${ruleset.name} can now be picked for games.`, 'Ruleset created');
      reset(defaultRulesetForm());
      onCreated(ruleset);
    } catch (error) {
      if (!applyServerFieldErrors(error, SERVER_FIELDS, setError)) setFailure(errorMessage(error));
    }
  });

  const numberField = { valueAsNumber: true } as const;
  const placesError = errors.place_points?.message ?? errors.place_points?.root?.message;
  const bonusesError = errors.bonuses?.message ?? errors.bonuses?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <TextField
        label="Ruleset name"
        autoComplete="off"
        placeholder="Big Air Finals"
        error={errors.name?.message}
        {...register('name')}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className={`${sectionHeading} mb-1`}>Points per place</legend>
        <ol className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
          {places.fields.map((field, index) => {
            const error = errors.place_points?.[index]?.points?.message;
            const inputId = `place-${field.id}`;
            return (
              <li key={field.id} className="flex flex-col gap-1">
                <div className="flex items-center gap-1.5">
                  <label htmlFor={inputId} className="w-10 shrink-0 text-sm font-semibold text-fg">
                    {ordinal(index + 1)}
                  </label>
                  <input
                    id={inputId}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    aria-label={`Points for ${ordinal(index + 1)} place`}
                    aria-invalid={error ? true : undefined}
                    className={smallInput(Boolean(error))}
                    {...register(`place_points.${index}.points`, numberField)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="w-9 shrink-0 px-0"
                    aria-label={`Remove ${ordinal(index + 1)} place`}
                    disabled={places.fields.length === 1}
                    onClick={() => places.remove(index)}
                    icon={<RemoveIcon width={16} height={16} />}
                  />
                </div>
                {error ? <p className="text-xs text-danger">{error}</p> : null}
              </li>
            );
          })}
        </ol>
        {placesError ? <p className="text-sm text-danger">{placesError}</p> : null}
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          icon={<PlusIcon width={16} height={16} />}
          disabled={places.fields.length >= PLACES_MAX}
          onClick={() => {
            const last = values.place_points.at(-1)?.points ?? 0;
            places.append({ points: Math.max(0, (Number.isFinite(last) ? last : 0) - (values.step || 0)) });
          }}
        >
          Add place
        </Button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Points lost per place after the table"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.step?.message}
          {...register('step', numberField)}
        />
        <TextField
          label="Minimum points for every starter"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.min_points?.message}
          {...register('min_points', numberField)}
        />
      </div>

      <PointsPreview
        ruleset={toGameRuleset({
          place_points: values.place_points.map((row) => row.points),
          step: values.step,
          min_points: values.min_points,
          bonuses: {},
        })}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className={`${sectionHeading} mb-1`}>Bonuses</legend>
        <p className="text-xs text-muted">
          Named in result imports (e.g. bestRun;madeFinal). Letters, digits and underscores, starting with a
          letter.
        </p>
        {bonuses.fields.length === 0 ? (
          <p className="text-sm text-muted">No bonuses: points come from places only.</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {bonuses.fields.map((field, index) => {
            const nameError = errors.bonuses?.[index]?.name?.message;
            const pointsError = errors.bonuses?.[index]?.points?.message;
            return (
              <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-start gap-2">
                <div>
                  <input
                    aria-label={`Bonus ${index + 1} name`}
                    aria-invalid={nameError ? true : undefined}
                    placeholder="bestRun"
                    autoComplete="off"
                    spellCheck={false}
                    className={smallInput(Boolean(nameError))}
                    {...register(`bonuses.${index}.name`)}
                  />
                  {nameError ? <p className="mt-1 text-xs text-danger">{nameError}</p> : null}
                </div>
                <div>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    aria-label={`Bonus ${index + 1} points`}
                    aria-invalid={pointsError ? true : undefined}
                    className={smallInput(Boolean(pointsError))}
                    {...register(`bonuses.${index}.points`, numberField)}
                  />
                  {pointsError ? <p className="mt-1 text-xs text-danger">{pointsError}</p> : null}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-9 px-0"
                  aria-label={`Remove bonus ${index + 1}`}
                  onClick={() => bonuses.remove(index)}
                  icon={<RemoveIcon width={16} height={16} />}
                />
              </li>
            );
          })}
        </ul>
        {bonusesError ? <p className="text-sm text-danger">{bonusesError}</p> : null}
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          icon={<PlusIcon width={16} height={16} />}
          disabled={bonuses.fields.length >= BONUSES_MAX}
          onClick={() => bonuses.append({ name: '', points: 5 })}
        >
          Add bonus
        </Button>
      </fieldset>

      {failure ? <FormAlert title="Not created">{failure}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={create.isPending} className="max-sm:w-full">
          Create ruleset
        </Button>
        <Button variant="ghost" className="max-sm:w-full" onClick={() => reset(defaultRulesetForm())}>
          Reset to the defaults
        </Button>
      </div>
    </form>
  );
}
