import {
  type AdminChallengeSet,
  challengeSetCreateBodySchema,
  challengeSetUpdateBodySchema,
} from '@shred/contract';
import { z } from 'zod';
import { checkedBy } from '../../../features/admin-events/contract-check.ts';
import { fromLocalInput, toLocalInput } from '../../../features/admin-events/local-date-time.ts';

/** The set form as typed: the dates as the date-time inputs hold them, in the browser's zone. */
const setFormFields = z.object({
  name: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type ChallengeSetFormInput = z.input<typeof setFormFields>;

export const SET_FORM_FIELDS = [
  'name',
  'description',
  'starts_at',
  'ends_at',
] as const satisfies ReadonlyArray<keyof ChallengeSetFormInput>;

const WHEN_EMPTY = { starts_at: 'Pick when the set starts.', ends_at: 'Pick when the set ends.' };

const toBody = (form: ChallengeSetFormInput) => ({
  name: form.name,
  description: form.description,
  starts_at: fromLocalInput(form.starts_at),
  ends_at: fromLocalInput(form.ends_at),
});

/** A new set, checked by the contract's own schema so the form refuses what the server would. */
export const challengeSetCreateFormSchema = setFormFields
  .transform(toBody)
  .transform(checkedBy(challengeSetCreateBodySchema, WHEN_EMPTY));

/** Editing sends every field; the server checks the dates against each other the same way. */
export const challengeSetUpdateFormSchema = setFormFields
  .transform(toBody)
  .transform(checkedBy(challengeSetUpdateBodySchema, WHEN_EMPTY));

export const EMPTY_SET_FORM: ChallengeSetFormInput = {
  name: '',
  description: '',
  starts_at: '',
  ends_at: '',
};

export function challengeSetFormValues(set: AdminChallengeSet): ChallengeSetFormInput {
  return {
    name: set.name,
    description: set.description,
    starts_at: toLocalInput(set.starts_at),
    ends_at: toLocalInput(set.ends_at),
  };
}
