import { type AdminDraft, type AdminDraftBody, adminDraftBodySchema } from '@shred/contract';
import { CARD_TIERS, type CardTier } from '@shred/game';
import type { FieldErrors } from '../../api/index.ts';

/** What the staff draft form holds: inputs as typed, so a half-typed number stays on screen. */
export interface DraftFormValues {
  price: string;
  weights: Readonly<Record<CardTier, string>>;
  onSale: boolean;
}

/** The form's fields an error can sit on. */
export type DraftField = 'price' | 'odds' | 'on_sale' | CardTier;
export type DraftFormErrors = Partial<Record<DraftField, string>>;

export function formValuesOf(draft: AdminDraft): DraftFormValues {
  const weightOf = (tier: CardTier) => draft.odds.find((o) => o.tier === tier)?.weight ?? 0;
  return {
    price: String(draft.price),
    weights: Object.fromEntries(CARD_TIERS.map((tier) => [tier, String(weightOf(tier))])) as Record<
      CardTier,
      string
    >,
    onSale: draft.on_sale,
  };
}

export function sameValues(a: DraftFormValues, b: DraftFormValues): boolean {
  return (
    a.price.trim() === b.price.trim() &&
    a.onSale === b.onSale &&
    CARD_TIERS.every((tier) => a.weights[tier].trim() === b.weights[tier].trim())
  );
}

/** A typed number, or NaN so the contract's schema names the problem. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The weight a typed value stands for in the live chances (nothing yet counts as 0). */
export const weightOf = (text: string) => {
  const value = numberOf(text);
  return Number.isInteger(value) && value > 0 ? value : 0;
};

/** The body the PUT sends: every tier in order, so `odds.{i}` in an error names tier i. */
export function bodyOf(values: DraftFormValues): unknown {
  return {
    price: numberOf(values.price),
    odds: CARD_TIERS.map((tier) => ({ tier, weight: numberOf(values.weights[tier]) })),
    on_sale: values.onSale,
  };
}

/**
 * Field messages keyed as the server sends them (`price`, `odds`, `odds.2.weight`, …) put on
 * the form's fields; a message on an odds entry goes to its tier's weight.
 */
export function formErrorsOf(fields: FieldErrors): DraftFormErrors {
  const errors: DraftFormErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages.join(' ');
    const tierAt = /^odds\.(\d+)/.exec(path);
    const tier = tierAt ? CARD_TIERS[Number(tierAt[1])] : undefined;
    const field: DraftField | undefined = tier
      ? tier
      : path === 'price' || path === 'odds' || path === 'on_sale'
        ? path
        : undefined;
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** Checks the form as the server would (the contract's own schema); the body when it passes. */
export function checkForm(
  values: DraftFormValues,
): { body: AdminDraftBody; errors: null } | { body: null; errors: DraftFormErrors } {
  const parsed = adminDraftBodySchema.safeParse(bodyOf(values));
  if (parsed.success) return { body: parsed.data, errors: null };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || 'odds';
    fields[path] = [...(fields[path] ?? []), issue.message];
  }
  return { body: null, errors: formErrorsOf(fields) };
}
