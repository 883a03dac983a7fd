import { type GameDetail, gameCreateBodySchema, gameUpdateBodySchema } from '@shred/contract';
import { z } from 'zod';
import { checkedBy } from './contract-check.ts';
import { fromLocalInput, toLocalInput } from './local-date-time.ts';

const competitionFields = z.object({
  /** The stored round this row edits; null for a round to add. */
  id: z.number().nullable(),
  name: z.string(),
  /** datetime-local value, in the browser's zone. */
  starts_at: z.string(),
  is_final: z.boolean(),
});

const gameFormFields = z.object({
  sport: z.string(),
  discipline: z.string(),
  gender: z.enum(['M', 'W']),
  name: z.string(),
  ruleset_id: z.string(),
  opens_at: z.string(),
  competitions: z.array(competitionFields),
});
export type GameFormInput = z.input<typeof gameFormFields>;

export const GAME_FORM_FIELDS = [
  'sport',
  'discipline',
  'gender',
  'name',
  'ruleset_id',
  'opens_at',
  'competitions',
] as const satisfies ReadonlyArray<keyof GameFormInput>;

const filled = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

function shared(form: GameFormInput) {
  const name = filled(form.name);
  const opensAt = filled(form.opens_at);
  const rulesetId = filled(form.ruleset_id);
  return {
    ...(name ? { name } : {}),
    ...(opensAt ? { opens_at: fromLocalInput(opensAt) } : {}),
    ...(rulesetId ? { ruleset_id: Number(rulesetId) } : {}),
  };
}

const roundsOf = (form: GameFormInput) =>
  form.competitions.map((c) => ({
    ...(c.id === null ? {} : { id: c.id }),
    name: c.name,
    starts_at: fromLocalInput(c.starts_at),
    is_final: c.is_final,
  }));

/** A new game: a blank name, entry window or ruleset lets the server pick its default. */
export const gameCreateFormSchema = gameFormFields
  .transform((form) => ({
    sport: form.sport,
    discipline: form.discipline,
    gender: form.gender,
    ...shared(form),
    competitions: roundsOf(form),
  }))
  .transform(checkedBy(gameCreateBodySchema));

/** Editing a game: sport, discipline and gender are fixed; rounds keep their ids. */
export const gameUpdateFormSchema = gameFormFields
  .transform((form) => ({ ...shared(form), competitions: roundsOf(form) }))
  .transform(checkedBy(gameUpdateBodySchema));

/** A first round on the event's first day at 10:00, the usual shape of a contest. */
export function newGameFormValues(sport: string, discipline: string, firstDay: string): GameFormInput {
  return {
    sport,
    discipline,
    gender: 'M',
    name: '',
    ruleset_id: '',
    opens_at: '',
    competitions: [{ id: null, name: 'Final', starts_at: `${firstDay}T10:00`, is_final: false }],
  };
}

export function gameFormValues(game: GameDetail): GameFormInput {
  return {
    sport: game.sport.slug,
    discipline: game.discipline.slug,
    gender: game.gender,
    name: game.name,
    ruleset_id: String(game.ruleset.id),
    opens_at: toLocalInput(game.opens_at),
    competitions: game.competitions.map((c) => ({
      id: c.id,
      name: c.name,
      starts_at: toLocalInput(c.date),
      is_final: c.is_final,
    })),
  };
}
