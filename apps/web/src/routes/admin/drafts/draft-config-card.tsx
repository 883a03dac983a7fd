import type { AdminDraft } from '@shred/contract';
import { CARD_TIERS, type CardTier, formatPercent, tierRank } from '@shred/game';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { useUpdateDraftMutation } from '../../../features/admin-drafts/admin-draft-queries.ts';
import {
  checkForm,
  type DraftFormErrors,
  type DraftFormValues,
  formErrorsOf,
  formValuesOf,
  sameValues,
  weightOf,
} from '../../../features/admin-drafts/draft-form-state.ts';
import { sharesOf } from '../../../features/admin-drafts/draft-numbers.ts';
import { fieldClasses } from '../../../features/admin-events/field-classes.ts';
import { TIER_LABELS, TierBadge } from '../../../features/athletes/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/class-names.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SwitchField } from '../switch-field.tsx';

/** One sport × tier draft: price, odds weights with their live chances, on sale, and Save. */
export function DraftConfigCard({ draft }: { draft: AdminDraft }) {
  const id = useId();
  const name = `${draft.sport_name} ${TIER_LABELS[draft.tier]} draft`;
  const saved = formValuesOf(draft);
  const [values, setValues] = useState<DraftFormValues>(saved);
  const [errors, setErrors] = useState<DraftFormErrors>({});
  const update = useUpdateDraftMutation({ sport: draft.sport, tier: draft.tier });
  const dirty = !sameValues(values, saved);
  // The draft's tier is its floor: the server refuses odds on tiers below it, so they are not offered.
  const tiers = CARD_TIERS.filter((tier) => tierRank(tier) >= tierRank(draft.tier));
  const shares = sharesOf(tiers.map((tier) => weightOf(values.weights[tier])));

  const change = (patch: Partial<DraftFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    update.reset();
  };
  const setWeight = (tier: CardTier, text: string) => {
    change({ weights: { ...values.weights, [tier]: text } });
    setErrors(({ [tier]: _gone, odds: _odds, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(checked.body, {
      onSuccess: (answer) => setValues(formValuesOf(answer)),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(formErrorsOf(error.fields));
      },
    });
  };
  const unplaced = update.error && Object.keys(errors).length === 0 ? errorMessage(update.error) : null;

  return (
    <Card as="article" aria-labelledby={`${id}-title`} padded={false} className="h-full p-4 sm:p-5">
      <form onSubmit={submit} noValidate className="flex h-full flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-fg">
            <span id={`${id}-title`} className="sr-only">
              {name}
            </span>
            <TierBadge tier={draft.tier} />
            <span aria-hidden="true">draft</span>
          </h3>
          {dirty ? (
            <span className="rounded-full bg-lime/15 px-2 py-0.5 text-xs font-semibold text-lime">
              Unsaved changes
            </span>
          ) : null}
        </div>
        <SwitchField
          label="On sale"
          on={values.onSale}
          checked={values.onSale}
          onChange={(event) => change({ onSale: event.target.checked })}
          aria-label={`${name} on sale`}
          description={values.onSale ? 'Players can open it.' : 'Hidden from players.'}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-price`} className="text-sm font-medium text-fg">
            Price <span className="text-muted">(credits)</span>
          </label>
          <input
            id={`${id}-price`}
            inputMode="numeric"
            value={values.price}
            onChange={(event) => {
              change({ price: event.target.value });
              setErrors(({ price: _gone, ...rest }) => rest);
            }}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? `${id}-price-error` : undefined}
            className={fieldClasses({ size: 'sm', width: 'w-full sm:w-40', invalid: Boolean(errors.price) })}
          />
          {errors.price ? (
            <p id={`${id}-price-error`} className="text-sm text-danger">
              {errors.price}
            </p>
          ) : null}
        </div>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.odds ? `${id}-odds-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-fg">Odds per card</legend>
          {tiers.map((tier, i) => {
            const error = errors[tier];
            return (
              <div
                key={tier}
                className="grid grid-cols-[5.5rem_minmax(0,1fr)_4.5rem] items-center gap-2 sm:grid-cols-[5.5rem_minmax(0,10rem)_4.5rem]"
              >
                <label htmlFor={`${id}-${tier}`} className="text-sm text-fg">
                  {TIER_LABELS[tier]}
                  <span className="sr-only"> weight</span>
                </label>
                <input
                  id={`${id}-${tier}`}
                  inputMode="numeric"
                  value={values.weights[tier]}
                  onChange={(event) => setWeight(tier, event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-${tier}-chance${error ? ` ${id}-${tier}-error` : ''}`}
                  className={fieldClasses({ size: 'xs', invalid: Boolean(error) })}
                />
                <output
                  id={`${id}-${tier}-chance`}
                  htmlFor={`${id}-${tier}`}
                  className={cx(
                    'text-right text-sm tabular-nums',
                    (shares[i] ?? 0) > 0 ? 'font-semibold text-fg' : 'text-muted',
                  )}
                >
                  <span className="sr-only">Chance</span> {formatPercent(shares[i] ?? 0)}
                </output>
                {error ? (
                  <p id={`${id}-${tier}-error`} className="col-span-3 text-sm text-danger">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          {errors.odds ? (
            <p id={`${id}-odds-error`} className="text-sm text-danger">
              {errors.odds}
            </p>
          ) : null}
        </fieldset>
        {unplaced ? <FormAlert title="Could not save the draft">{unplaced}</FormAlert> : null}
        <div className="mt-auto flex items-center justify-end gap-3">
          <p role="status" className="text-sm text-success">
            {update.isSuccess && !dirty ? 'Saved' : ''}
          </p>
          {dirty ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setValues(saved);
                setErrors({});
                update.reset();
              }}
            >
              Undo
            </Button>
          ) : null}
          <Button type="submit" size="sm" loading={update.isPending} aria-label={`Save ${name}`}>
            Save
          </Button>
        </div>
      </form>
    </Card>
  );
}
