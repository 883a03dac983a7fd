import { describe, expect, it } from 'vitest';
import { defaultRulesetForm, rulesetFormSchema } from './ruleset-form-schema.ts';

const issues = (input: unknown) =>
  Object.fromEntries(
    (rulesetFormSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('ruleset form', () => {
  it('starts from the GAME.md defaults', () => {
    expect(defaultRulesetForm()).toEqual({
      name: '',
      place_points: [100, 80, 65, 55, 50, 45, 40, 36].map((points) => ({ points })),
      step: 2,
      min_points: 2,
      bonuses: [
        { name: 'bestRun', points: 10 },
        { name: 'madeFinal', points: 5 },
      ],
    });
  });

  it('builds the POST body: the points table as a list, the bonuses as a record', () => {
    expect(rulesetFormSchema.parse({ ...defaultRulesetForm(), name: 'Finals' })).toEqual({
      name: 'Finals',
      place_points: [100, 80, 65, 55, 50, 45, 40, 36],
      step: 2,
      min_points: 2,
      bonuses: { bestRun: 10, madeFinal: 5 },
    });
  });

  it('names each field the contract refuses: empty or negative points, a badly named bonus', () => {
    expect(
      issues({
        name: 'Finals',
        place_points: [{ points: 50 }, { points: Number.NaN }],
        step: -1,
        min_points: 2,
        bonuses: [{ name: '9lives', points: 1 }],
      }),
    ).toEqual({
      'place_points.1.points': 'Give whole points.',
      step: 'Points cannot be negative.',
      'bonuses.0.name': 'Name bonuses with letters, digits and underscores.',
    });
  });

  it('then names a better place earning less, and a bonus listed twice in any spelling', () => {
    expect(
      issues({
        name: 'Finals',
        place_points: [{ points: 50 }, { points: 60 }, { points: 40 }],
        step: 2,
        min_points: 2,
        bonuses: [
          { name: 'bestRun', points: 10 },
          { name: 'best_run', points: 5 },
        ],
      }),
    ).toEqual({
      'place_points.1.points': '2nd cannot earn more than 1st (50).',
      'bonuses.1.name': 'This bonus is already listed.',
    });
  });
});
