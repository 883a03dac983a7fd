import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminChallengeSet,
  CHALLENGE_CONDITION_LABELS,
  CHALLENGE_REWARD_LABELS,
  type ChallengeRewardKind,
  challengeGoal,
} from '@shred/contract';
import { CARD_TIERS, CHALLENGE_CONDITIONS, type ChallengeCondition, formatCount } from '@shred/game';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../api/index.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { applyServerFieldErrors } from '../../../ui/server-field-errors.ts';
import { FieldNotes, TextField } from '../../../ui/text-field.tsx';
import { CHALLENGE_FORM_FIELDS, type ChallengeFormInput } from './challenge-form-schema.ts';
import { setDateRange } from './set-dates.ts';
import { textAreaClasses } from './text-area-classes.ts';

const REWARD_KINDS = Object.keys(CHALLENGE_REWARD_LABELS) as ChallengeRewardKind[];
const TIER_LABELS: Record<(typeof CARD_TIERS)[number], string> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

function rewardText(kind: string, amount: string, tier: string): string {
  if (kind === 'card') return `a ${tier} card`;
  return `${formatCount(Number(amount))} ${kind === 'xp' ? 'XP' : 'credits'}`;
}

interface ChallengeFormProps<Body> {
  schema: z.ZodType<Body, ChallengeFormInput>;
  defaultValues: ChallengeFormInput;
  sets: readonly AdminChallengeSet[];
  onSave: (body: Body) => Promise<ChallengeFormInput>;
  saving: boolean;
  submitLabel: string;
  /** Once completed, what the challenge promised is fixed: only its words and set can change. */
  promiseFixed?: boolean;
}

/** A challenge: its set, words, what it counts to which target, and its reward. */
export function ChallengeForm<Body>({
  schema,
  defaultValues,
  sets,
  onSave,
  saving,
  submitLabel,
  promiseFixed = false,
}: ChallengeFormProps<Body>) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<ChallengeFormInput, unknown, Body>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      reset(await onSave(body));
    } catch (error) {
      if (!applyServerFieldErrors(error, CHALLENGE_FORM_FIELDS, setError)) setFailure(errorMessage(error));
    }
  });

  const kind = watch('reward_kind');
  const condition = watch('condition');
  const target = Number(watch('target'));
  const goal =
    condition in CHALLENGE_CONDITION_LABELS && Number.isInteger(target) && target > 0
      ? challengeGoal(condition as ChallengeCondition, target)
      : null;
  const descriptionError = errors.description?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <SelectField
          label="Challenge set"
          className="md:col-span-2"
          error={errors.set_id?.message}
          hint={sets.length === 0 ? 'Create a set first: every challenge belongs to one.' : undefined}
          {...register('set_id')}
        >
          <option value="">Pick a set…</option>
          {sets.map((set) => (
            <option key={set.id} value={set.id}>
              {set.name} · {setDateRange(set.starts_at, set.ends_at)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Name"
          className="md:col-span-2"
          autoComplete="off"
          placeholder="Three games in"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <label htmlFor={`${id}-description`} className="text-sm font-medium text-fg">
            Description
          </label>
          <textarea
            id={`${id}-description`}
            rows={2}
            placeholder="Optional: a line that tells players how to do it."
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? `${id}-description-error` : undefined}
            className={textAreaClasses(Boolean(descriptionError))}
            {...register('description')}
          />
          <FieldNotes
            hintId={undefined}
            hint={null}
            errorId={`${id}-description-error`}
            error={descriptionError}
          />
        </div>
        {promiseFixed ? (
          <div className="rounded-xl border border-line bg-surface-2/60 px-4 py-3 text-sm md:col-span-2">
            <p className="font-medium text-fg">
              {goal ?? CHALLENGE_CONDITION_LABELS[condition as ChallengeCondition]} ·{' '}
              {rewardText(kind, watch('reward_amount'), watch('reward_card_tier'))}
            </p>
            <p className="mt-1 text-muted">
              Players have completed this challenge, so its condition, target and reward stay as they were.
            </p>
          </div>
        ) : (
          <>
            <SelectField label="Condition" error={errors.condition?.message} {...register('condition')}>
              <option value="">Pick what it counts…</option>
              {CHALLENGE_CONDITIONS.map((value) => (
                <option key={value} value={value}>
                  {CHALLENGE_CONDITION_LABELS[value]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Target"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              hint={goal ? `Players see: “${goal}”.` : 'How many times, from 1.'}
              error={errors.target?.message}
              {...register('target')}
            />
            <SelectField label="Reward" error={errors.reward_kind?.message} {...register('reward_kind')}>
              {REWARD_KINDS.map((value) => (
                <option key={value} value={value}>
                  {CHALLENGE_REWARD_LABELS[value]}
                </option>
              ))}
            </SelectField>
            {kind === 'card' ? (
              <SelectField
                label="Card tier"
                hint="The reward is one card of this tier."
                error={errors.reward_card_tier?.message}
                {...register('reward_card_tier')}
              >
                <option value="">Pick a tier…</option>
                {CARD_TIERS.map((tier) => (
                  <option key={tier} value={tier}>
                    {TIER_LABELS[tier]}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField
                label={kind === 'xp' ? 'XP' : 'Credits'}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder={formatCount(250)}
                error={errors.reward_amount?.message}
                {...register('reward_amount')}
              />
            )}
          </>
        )}
      </div>
      {failure ? <FormAlert title="Not saved">{failure}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving} disabled={sets.length === 0} className="max-sm:w-full">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
