import { describe, expect, it } from 'vitest';
import { buildAdminDraft, oddsOf } from './admin-drafts.testing.ts';
import { checkForm, formErrorsOf, formValuesOf, sameValues } from './draft-form-state.ts';

describe('staff draft form (R2.71)', () => {
  it('holds every tier, a tier the draft never gives at weight 0', () => {
    const values = formValuesOf(buildAdminDraft({ odds: oddsOf({ common: 9, rare: 1 }) }));
    expect(values.weights).toEqual({ common: '9', rare: '1', epic: '0', legendary: '0' });
    expect(sameValues(values, { ...values, weights: { ...values.weights, epic: ' 0 ' } })).toBe(true);
    expect(sameValues(values, { ...values, onSale: !values.onSale })).toBe(false);
  });

  it('sends all four tiers in order, and refuses what the server would', () => {
    const values = formValuesOf(buildAdminDraft());
    expect(checkForm(values).body).toEqual({
      price: 100,
      odds: [
        { tier: 'common', weight: 80 },
        { tier: 'rare', weight: 15 },
        { tier: 'epic', weight: 4 },
        { tier: 'legendary', weight: 1 },
      ],
      on_sale: true,
    });
    const bad = checkForm({
      ...values,
      price: '',
      weights: { common: '0', rare: '1.5', epic: '0', legendary: '0' },
    });
    expect(bad.errors).toMatchObject({
      price: 'Give a price in credits.',
      rare: 'Give a whole-number weight.',
    });
    const none = checkForm({ ...values, weights: { common: '0', rare: '0', epic: '0', legendary: '0' } });
    expect(none.errors).toEqual({ odds: 'At least one tier needs a weight above 0.' });
  });

  it('puts the server field messages on the price, a tier’s weight or the odds as a whole', () => {
    expect(
      formErrorsOf({
        price: ['A draft costs at least 1 credit.'],
        'odds.2.weight': ['Weights cannot be negative.'],
        odds: ['Give each tier once.'],
        elsewhere: ['ignored'],
      }),
    ).toEqual({
      price: 'A draft costs at least 1 credit.',
      epic: 'Weights cannot be negative.',
      odds: 'Give each tier once.',
    });
  });
});
