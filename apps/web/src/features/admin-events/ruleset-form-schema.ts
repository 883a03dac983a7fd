import { type RulesetCreateBody, type RulesetView, rulesetCreateBodySchema } from '@shred/contract';
import { DEFAULT_GAME_CONFIG, ordinal } from '@shred/game';
import { z } from 'zod';

const fields = rulesetCreateBodySchema.shape;
/** Number inputs give NaN when empty: say what belongs there, then apply the contract's own limits. */
const points = z.number({ error: 'Give whole points.' }).pipe(fields.place_points.element);
const bonusName = fields.bonuses.unwrap().keyType;

/** Bonus names match whatever their spelling (best_run is bestRun), as the server's scoring reads them. */
const canonical = (name: string) => name.replace(/[\s_-]/g, '').toLowerCase();

export const rulesetFormSchema = z
  .object({
    name: fields.name,
    place_points: z
      .array(z.object({ points }))
      .min(1, 'Give points for at least 1st place.')
      .max(200, 'Give points for at most 200 places.'),
    step: points,
    min_points: points,
    bonuses: z.array(z.object({ name: bonusName, points })).max(20, 'Give at most 20 bonuses.'),
  })
  .superRefine((form, ctx) => {
    form.place_points.forEach((row, i) => {
      const better = form.place_points[i - 1]?.points;
      if (better !== undefined && row.points > better) {
        ctx.addIssue({
          code: 'custom',
          path: ['place_points', i, 'points'],
          message: `${ordinal(i + 1)} cannot earn more than ${ordinal(i)} (${better}).`,
        });
      }
    });
    form.bonuses.forEach((bonus, i) => {
      if (form.bonuses.slice(0, i).some((other) => canonical(other.name) === canonical(bonus.name))) {
        ctx.addIssue({
          code: 'custom',
          path: ['bonuses', i, 'name'],
          message: 'This bonus is already listed.',
        });
      }
    });
  })
  .transform(
    (form): RulesetCreateBody => ({
      name: form.name,
      place_points: form.place_points.map((row) => row.points),
      step: form.step,
      min_points: form.min_points,
      bonuses: Object.fromEntries(form.bonuses.map((bonus) => [bonus.name, bonus.points])),
    }),
  );

export type RulesetFormInput = z.input<typeof rulesetFormSchema>;

/** GAME.md's standard ruleset: 100, 80, 65, 55, 50, 45, 40, 36, then −2 a place, at least 2; best run +10, made final +5. */
export function defaultRulesetForm(): RulesetFormInput {
  const ruleset = DEFAULT_GAME_CONFIG.ruleset;
  return {
    name: '',
    place_points: ruleset.placePoints.map((value) => ({ points: value })),
    step: ruleset.dropPerPlaceAfterTable,
    min_points: ruleset.minimumPoints,
    bonuses: Object.entries(ruleset.bonuses).map(([name, value]) => ({ name, points: value })),
  };
}

/** The view's fields in the pure rules' shape, for the points preview. */
export const toGameRuleset = (
  ruleset: Pick<RulesetView, 'place_points' | 'step' | 'min_points' | 'bonuses'>,
) => ({
  placePoints: ruleset.place_points,
  dropPerPlaceAfterTable: ruleset.step,
  minimumPoints: ruleset.min_points,
  bonuses: ruleset.bonuses,
});
