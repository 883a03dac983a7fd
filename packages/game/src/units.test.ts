import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { athleteId, cardId, credits, points, userId } from './units.ts';

describe('branded units', () => {
  it('keeps the number unchanged at run time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
        expect(credits(n)).toBe(n === 0 ? 0 : n);
        expect(points(n)).toBe(n === 0 ? 0 : n);
      }),
    );
  });
  it('normalises -0 to 0', () => {
    expect(Object.is(credits(-0), 0)).toBe(true);
    expect(Object.is(points(-0), 0)).toBe(true);
  });
  it('rejects credits that are not whole numbers', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => credits(bad)).toThrow(RangeError);
    }
  });
  it('accepts fractional points but rejects non-finite ones', () => {
    expect(points(102.38)).toBe(102.38);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => points(bad)).toThrow(RangeError);
    }
  });
  it('accepts only positive whole ids', () => {
    expect(athleteId(7)).toBe(7);
    expect(cardId(1)).toBe(1);
    expect(userId(42)).toBe(42);
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      expect(() => athleteId(bad)).toThrow(RangeError);
      expect(() => cardId(bad)).toThrow(RangeError);
      expect(() => userId(bad)).toThrow(RangeError);
    }
  });
});
