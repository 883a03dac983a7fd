import type { MarketBot } from '@shred/contract';
import { CARD_TIERS, type CardTier, LISTING_DAYS } from '@shred/game';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { useSportsQuery } from '../../../features/admin-events/catalog-queries.ts';
import { useUpdateMarketBotMutation } from '../../../features/admin-market/admin-market-queries.ts';
import {
  type BotFormErrors,
  type BotFormValues,
  botFormErrorsOf,
  botFormValuesOf,
  checkBotForm,
  sameBotValues,
} from '../../../features/admin-market/bot-form-state.ts';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { SwitchField } from '../switch-field.tsx';

const DAYS = Array.from({ length: LISTING_DAYS.max - LISTING_DAYS.min + 1 }, (_, i) => LISTING_DAYS.min + i);

function Choices({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-muted">
        {hint}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Choice({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 text-sm text-fg has-[:checked]:border-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-[var(--accent)]"
      />
      {label}
    </label>
  );
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** The bot's rules: on or off, budget, price, how many listings for how long, and which tiers and sports. */
export function BotSettingsForm({ bot }: { bot: MarketBot }) {
  const saved = botFormValuesOf(bot);
  const [values, setValues] = useState<BotFormValues>(saved);
  const [errors, setErrors] = useState<BotFormErrors>({});
  const update = useUpdateMarketBotMutation();
  const sports = useSportsQuery();
  const dirty = !sameBotValues(values, saved);

  const change = (patch: Partial<BotFormValues>, field?: keyof BotFormErrors) => {
    setValues((current) => ({ ...current, ...patch }));
    if (field) setErrors(({ [field]: _gone, ...rest }) => rest);
    update.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBotForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(checked.body, {
      onSuccess: (answer) => setValues(botFormValuesOf(answer)),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(botFormErrorsOf(error.fields));
      },
    });
  };
  const unplaced = update.error && Object.keys(errors).length === 0 ? errorMessage(update.error) : null;

  return (
    <Card as="section" aria-labelledby="bot-rules-title">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id="bot-rules-title" className="font-display text-2xl font-bold uppercase italic text-fg">
            Rules
          </h2>
          {dirty ? (
            <span className="rounded-full bg-lime/15 px-2 py-0.5 text-xs font-semibold text-lime">
              Unsaved changes
            </span>
          ) : null}
        </div>
        <SwitchField
          label="Bot on"
          on={values.enabled}
          checked={values.enabled}
          onChange={(event) => change({ enabled: event.target.checked }, 'enabled')}
          description={
            values.enabled
              ? 'Lists pool cards every 15 minutes while within the budget.'
              : 'Lists nothing; its listings on sale stay until they sell or expire.'
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Budget (credits)"
            inputMode="numeric"
            value={values.budget}
            onChange={(event) => change({ budget: event.target.value }, 'budget')}
            error={errors.budget}
            hint="The most the house’s listings on sale may ask in total."
          />
          <TextField
            label="Price (% of reference)"
            inputMode="numeric"
            value={values.percentOfReference}
            onChange={(event) => change({ percentOfReference: event.target.value }, 'percent_of_reference')}
            error={errors.percent_of_reference}
            hint="100 asks the reference price from the athlete’s ASPI and the tier; 10 to 500."
          />
          <TextField
            label="Most listings on sale"
            inputMode="numeric"
            value={values.maxActive}
            onChange={(event) => change({ maxActive: event.target.value }, 'max_active')}
            error={errors.max_active}
          />
          <SelectField
            label="Duration"
            value={values.durationDays}
            onChange={(event) => change({ durationDays: event.target.value }, 'duration_days')}
            error={errors.duration_days}
          >
            {DAYS.map((days) => (
              <option key={days} value={String(days)}>
                {days === 1 ? '1 day' : `${days} days`}
              </option>
            ))}
          </SelectField>
        </div>
        <Choices legend="Tiers" hint="The bot lists cards of these tiers." error={errors.tiers}>
          {CARD_TIERS.map((tier: CardTier) => (
            <Choice
              key={tier}
              label={TIER_LABELS[tier]}
              checked={values.tiers.includes(tier)}
              onChange={(on) => change({ tiers: toggled(values.tiers, tier, on) }, 'tiers')}
            />
          ))}
        </Choices>
        <Choices
          legend="Sports"
          hint="None ticked: every sport with a draft pool."
          error={errors.sports ?? (sports.isError ? errorMessage(sports.error) : undefined)}
        >
          {(sports.data ?? []).map((sport) => (
            <Choice
              key={sport.slug}
              label={sport.name}
              checked={values.sports.includes(sport.slug)}
              onChange={(on) => change({ sports: toggled(values.sports, sport.slug, on) }, 'sports')}
            />
          ))}
        </Choices>
        {unplaced ? <FormAlert title="Could not save the rules">{unplaced}</FormAlert> : null}
        <div className="flex items-center justify-end gap-3">
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
          <Button type="submit" loading={update.isPending}>
            Save rules
          </Button>
        </div>
      </form>
    </Card>
  );
}
