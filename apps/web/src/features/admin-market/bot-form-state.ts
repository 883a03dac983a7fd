import { type MarketBotSettings, marketBotSettingsSchema } from '@shred/contract';
import { CARD_TIERS, type CardTier } from '@shred/game';
import type { FieldErrors } from '../../api/index.ts';

/** What the bot form holds: numbers as typed, so a half-typed number stays on screen. */
export interface BotFormValues {
  enabled: boolean;
  budget: string;
  percentOfReference: string;
  maxActive: string;
  durationDays: string;
  tiers: readonly CardTier[];
  /** Sport slugs; none means every sport with a pool. */
  sports: readonly string[];
}

export type BotField = keyof MarketBotSettings;
export type BotFormErrors = Partial<Record<BotField, string>>;

const FIELDS: readonly BotField[] = [
  'enabled',
  'budget',
  'percent_of_reference',
  'max_active',
  'duration_days',
  'tiers',
  'sports',
];

export const botFormValuesOf = (bot: MarketBotSettings): BotFormValues => ({
  enabled: bot.enabled,
  budget: String(bot.budget),
  percentOfReference: String(bot.percent_of_reference),
  maxActive: String(bot.max_active),
  durationDays: String(bot.duration_days),
  tiers: CARD_TIERS.filter((tier) => bot.tiers.includes(tier)),
  sports: [...bot.sports].sort(),
});

export function sameBotValues(a: BotFormValues, b: BotFormValues): boolean {
  const sameList = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && [...x].sort().every((item, i) => item === [...y].sort()[i]);
  return (
    a.enabled === b.enabled &&
    a.budget.trim() === b.budget.trim() &&
    a.percentOfReference.trim() === b.percentOfReference.trim() &&
    a.maxActive.trim() === b.maxActive.trim() &&
    a.durationDays === b.durationDays &&
    sameList(a.tiers, b.tiers) &&
    sameList(a.sports, b.sports)
  );
}

/** A typed whole number (thousands separators allowed), or NaN so the contract's schema names the problem. */
const numberOf = (text: string) => {
  const typed = text.replaceAll(',', '').trim();
  return typed === '' ? Number.NaN : Number(typed);
};

export const botBodyOf = (values: BotFormValues): unknown => ({
  enabled: values.enabled,
  budget: numberOf(values.budget),
  percent_of_reference: numberOf(values.percentOfReference),
  max_active: numberOf(values.maxActive),
  duration_days: numberOf(values.durationDays),
  tiers: CARD_TIERS.filter((tier) => values.tiers.includes(tier)),
  sports: [...values.sports],
});

/** Server field messages (`budget`, `tiers.0`, `sports`…) put on the form's fields. */
export function botFormErrorsOf(fields: FieldErrors): BotFormErrors {
  const errors: BotFormErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const field = FIELDS.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && !errors[field]) errors[field] = messages.join(' ');
  }
  return errors;
}

/** Checks the form as the server would (the contract's own schema); the body when it passes. */
export function checkBotForm(
  values: BotFormValues,
): { body: MarketBotSettings; errors: null } | { body: null; errors: BotFormErrors } {
  const parsed = marketBotSettingsSchema.safeParse(botBodyOf(values));
  if (parsed.success) return { body: parsed.data, errors: null };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    fields[path] = [...(fields[path] ?? []), issue.message];
  }
  return { body: null, errors: botFormErrorsOf(fields) };
}
