import { type AdminChallenge, challengeCreateBodySchema, challengeUpdateBodySchema } from '@shred/contract';
import { z } from 'zod';
import { checkedBy } from '../../../features/admin-events/contract-check.ts';

/** The challenge form as typed: selects and number inputs hold text; blanks allowed. */
const challengeFormFields = z.object({
  set_id: z.string(),
  name: z.string(),
  description: z.string(),
  condition: z.string(),
  target: z.string(),
  reward_kind: z.string(),
  reward_amount: z.string(),
  reward_card_tier: z.string(),
});
export type ChallengeFormInput = z.input<typeof challengeFormFields>;

export const CHALLENGE_FORM_FIELDS = [
  'set_id',
  'name',
  'description',
  'condition',
  'target',
  'reward_kind',
  'reward_amount',
  'reward_card_tier',
] as const satisfies ReadonlyArray<keyof ChallengeFormInput>;

const WHEN_EMPTY = {
  set_id: 'Pick the set it belongs to.',
  condition: 'Pick what the challenge counts.',
  target: 'Give the target.',
  reward_kind: 'Pick the reward.',
  reward_amount: 'Give the amount.',
};

/** A whole number as typed, or the text as it is for the contract to name the problem. */
const numberOf = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text.trim());

/** A card gives one card of the tier picked; credits and XP take an amount and no tier. */
function toBody(form: ChallengeFormInput) {
  const card = form.reward_kind === 'card';
  return {
    set_id: numberOf(form.set_id),
    name: form.name,
    description: form.description,
    condition: form.condition,
    target: numberOf(form.target),
    reward_kind: form.reward_kind,
    reward_amount: card ? 1 : numberOf(form.reward_amount),
    reward_card_tier: card ? form.reward_card_tier || null : null,
  };
}

export const challengeCreateFormSchema = challengeFormFields
  .transform(toBody)
  .transform(checkedBy(challengeCreateBodySchema, WHEN_EMPTY));

export const challengeUpdateFormSchema = challengeFormFields
  .transform(toBody)
  .transform(checkedBy(challengeUpdateBodySchema, WHEN_EMPTY));

export function emptyChallengeForm(setId: number | null): ChallengeFormInput {
  return {
    set_id: setId === null ? '' : String(setId),
    name: '',
    description: '',
    condition: '',
    target: '1',
    reward_kind: 'credits',
    reward_amount: '',
    reward_card_tier: '',
  };
}

export function challengeFormValues(challenge: AdminChallenge): ChallengeFormInput {
  return {
    set_id: String(challenge.set_id),
    name: challenge.name,
    description: challenge.description,
    condition: challenge.condition,
    target: String(challenge.target),
    reward_kind: challenge.reward_kind,
    reward_amount: String(challenge.reward_amount),
    reward_card_tier: challenge.reward_card_tier ?? '',
  };
}
