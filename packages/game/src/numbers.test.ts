import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatMoney,
  formatPercent,
  formatPercentPoints,
  formatPoints,
  NOT_A_NUMBER_TEXT,
  ordinal,
  ordinalSuffix,
  roundForDisplay,
  shortNumber,
} from './numbers.ts';

describe('shortNumber (spec §9)', () => {
  it('R9.43 shows numbers under 1000 plain (999 → 999)', () => {
    expect([0, 7, 42, 999].map(shortNumber)).toEqual(['0', '7', '42', '999']);
  });
  it('R9.43 keeps up to 2 decimals on plain numbers', () => {
    expect(shortNumber(102.375)).toBe('102.38');
    expect(shortNumber(1.005)).toBe('1.01');
    expect(shortNumber(12.5)).toBe('12.5');
    expect(shortNumber(0.001)).toBe('0');
  });
  it('R9.44 shows 1000 to 9999 with separators (1234 → 1,234)', () => {
    expect([1000, 1234, 9999].map(shortNumber)).toEqual(['1,000', '1,234', '9,999']);
    expect(shortNumber(1234.56)).toBe('1,234.56');
  });
  it('R9.45 shows 10000 to under 1M as k with 1 decimal (12345 → 12.3k)', () => {
    expect(shortNumber(12_345)).toBe('12.3k');
    expect(shortNumber(10_000)).toBe('10.0k');
    expect(shortNumber(12_350)).toBe('12.4k');
    expect(shortNumber(999_949)).toBe('999.9k');
  });
  it('R9.46 shows 1M and more as M with 2 decimals (1234567 → 1.23M)', () => {
    expect(shortNumber(1_234_567)).toBe('1.23M');
    expect(shortNumber(1_000_000)).toBe('1.00M');
    expect(shortNumber(1_235_000)).toBe('1.24M');
    expect(shortNumber(2_500_000_000)).toBe('2500.00M');
  });
  it('moves a value that rounds up into the next band', () => {
    expect(shortNumber(9_999.999)).toBe('10.0k');
    expect(shortNumber(999_950)).toBe('1.00M');
    expect(shortNumber(999.999)).toBe('1,000');
  });
  it('formats negatives like their absolute value with a leading minus', () => {
    expect(shortNumber(-999)).toBe('-999');
    expect(shortNumber(-1234)).toBe('-1,234');
    expect(shortNumber(-12_345)).toBe('-12.3k');
    expect(shortNumber(-1_234_567)).toBe('-1.23M');
    expect(shortNumber(-0)).toBe('0');
    expect(shortNumber(-0.001)).toBe('0');
  });
  it('shows a dash for non-finite numbers', () => {
    expect(NOT_A_NUMBER_TEXT).toBe('—');
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(shortNumber(bad)).toBe(NOT_A_NUMBER_TEXT);
    }
  });
  it('always uses the format of its band, symmetric for negatives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (n) => {
        const text = shortNumber(n);
        if (n < 1000) expect(text).toBe(String(n));
        else if (n < 10_000) expect(text).toMatch(/^\d,\d{3}$/);
        else if (n < 999_950) expect(text).toMatch(/^\d{2,3}\.\dk$/);
        else expect(text).toMatch(/^\d+\.\d{2}M$/);
        if (n > 0) expect(shortNumber(-n)).toBe(`-${text}`);
      }),
    );
  });
  it('never strays from the value by more than its shown precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 10 ** 12 }), (n) => {
        const text = shortNumber(n);
        const shown = Number.parseFloat(text) * (text.endsWith('M') ? 1e6 : 1e3);
        const precision = text.endsWith('M') ? 5_000 : 50;
        expect(Math.abs(shown - n)).toBeLessThanOrEqual(precision + 1e-6);
      }),
    );
  });
});

describe('roundForDisplay (R9.47)', () => {
  it('R9.47 rounds to the nearest 1000 up to 1M', () => {
    expect(roundForDisplay(1_499)).toBe(1_000);
    expect(roundForDisplay(1_500)).toBe(2_000);
    expect(roundForDisplay(499)).toBe(0);
    expect(roundForDisplay(999_499)).toBe(999_000);
    expect(roundForDisplay(1_000_000)).toBe(1_000_000);
  });
  it('R9.47 rounds to the nearest 10000 above 1M', () => {
    expect(roundForDisplay(1_004_999)).toBe(1_000_000);
    expect(roundForDisplay(1_005_000)).toBe(1_010_000);
    expect(roundForDisplay(1_234_567)).toBe(1_230_000);
  });
  it('is symmetric for negatives and passes non-finite values through', () => {
    expect(roundForDisplay(-1_500)).toBe(-2_000);
    expect(roundForDisplay(-1_234_567)).toBe(-1_230_000);
    expect(Object.is(roundForDisplay(-400), 0)).toBe(true);
    expect(roundForDisplay(Number.NaN)).toBeNaN();
    expect(roundForDisplay(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
  it('lands on a multiple of its step within half a step', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e10, max: 1e10, noNaN: true }), (x) => {
        const step = Math.abs(x) > 1e6 ? 10_000 : 1_000;
        const r = roundForDisplay(x);
        expect(Math.abs(r % step)).toBe(0);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(step / 2 + 1e-6);
      }),
    );
  });
});

describe('ordinal (R9.48)', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [0, '0th'],
  ])('R9.48 %i → %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
  it('handles negatives, fractions and non-finite numbers', () => {
    expect(ordinal(-1)).toBe('-1st');
    expect(ordinal(-12)).toBe('-12th');
    expect(ordinal(2.4)).toBe('2nd');
    expect(ordinal(2.5)).toBe('3rd');
    expect(ordinal(-0.2)).toBe('0th');
    expect(ordinal(Number.NaN)).toBe(NOT_A_NUMBER_TEXT);
    expect(ordinal(Number.POSITIVE_INFINITY)).toBe(NOT_A_NUMBER_TEXT);
  });
  it('repeats every 100 and uses th for all teens', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        expect(ordinalSuffix(n)).toBe(ordinalSuffix(n % 100));
        if (n % 100 >= 10 && n % 100 < 20) expect(ordinalSuffix(n)).toBe('th');
        expect(ordinalSuffix(-n)).toBe(ordinalSuffix(n));
      }),
    );
  });
});

describe('formatPoints: points written one way on every screen', () => {
  it('shows a score exactly as scored, to the hundredth (322.65 stays 322.65)', () => {
    expect(formatPoints(322.65)).toBe('322.65');
    expect(formatPoints(322.5)).toBe('322.5');
    expect(formatPoints(100)).toBe('100');
    expect(formatPoints(0)).toBe('0');
  });
  it('separates thousands and never abbreviates', () => {
    expect(formatPoints(1250)).toBe('1,250');
    expect(formatPoints(12_345.67)).toBe('12,345.67');
    expect(formatPoints(1_234_567.8)).toBe('1,234,567.8');
  });
  it('keeps a minus on negative points and a dash for non-finite ones', () => {
    expect(formatPoints(-2.5)).toBe('-2.5');
    expect(formatPoints(-0.001)).toBe('0');
    expect(formatPoints(Number.NaN)).toBe(NOT_A_NUMBER_TEXT);
  });
  it('reads back as the score for every score the scoring can produce', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (hundredths) => {
        const score = hundredths / 100;
        expect(Number(formatPoints(score).replaceAll(',', ''))).toBe(score);
      }),
    );
  });
});

describe('formatCount: counts on every screen (issue 13)', () => {
  it('writes whole numbers exactly with thousands separators, never abbreviated', () => {
    expect([0, 7, 999, 1000, 12_345, 1_234_567].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '1,234,567',
    ]);
  });
  it('rounds a fraction half away from zero and keeps a minus sign only on a non-zero count', () => {
    expect(formatCount(2.5)).toBe('3');
    expect(formatCount(-1_234)).toBe('-1,234');
    expect(formatCount(-0.4)).toBe('0');
    expect(formatCount(Number.NaN)).toBe(NOT_A_NUMBER_TEXT);
  });
});

describe('formatPercent: chances and shares, player and staff screens alike (issue 13)', () => {
  it('writes a 0–1 share with up to 1 decimal and no space before %', () => {
    expect(formatPercent(0.8)).toBe('80%');
    expect(formatPercent(0.035)).toBe('3.5%');
    expect(formatPercent(0.0521)).toBe('5.2%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
  });
  it('rounds halves away from zero without binary drift', () => {
    expect(formatPercent(0.145)).toBe('14.5%');
    expect(formatPercent(0.00125, 2)).toBe('0.13%');
    expect(formatPercent(0.0125)).toBe('1.3%');
  });
  it('takes more or fewer decimals when asked', () => {
    expect(formatPercent(1 / 3, 2)).toBe('33.33%');
    expect(formatPercent(1 / 3, 0)).toBe('33%');
  });
  it('never writes a chance that exists as 0%: below the precision it is "<0.1%"', () => {
    expect(formatPercent(0.0004)).toBe('<0.1%');
    expect(formatPercent(0.00004, 2)).toBe('<0.01%');
    expect(formatPercent(0.004, 0)).toBe('<1%');
    expect(formatPercent(1e-9)).toBe('<0.1%');
    expect(formatPercent(0.0005)).toBe('0.1%');
  });
  it('groups thousands and shows non-finite shares as a dash', () => {
    expect(formatPercent(12.345)).toBe('1,234.5%');
    expect(formatPercent(-0.05)).toBe('-5%');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe(NOT_A_NUMBER_TEXT);
  });
});

describe('formatPercentPoints: how far one share is from another (issue 13)', () => {
  it('signs a difference of shares in percentage points, up to 2 decimals', () => {
    expect(formatPercentPoints(0.0005)).toBe('+0.05 pp');
    expect(formatPercentPoints(0.0031)).toBe('+0.31 pp');
    expect(formatPercentPoints(-0.02)).toBe('−2 pp');
    expect(formatPercentPoints(0.145)).toBe('+14.5 pp');
  });
  it('writes a difference that rounds to nothing as 0 pp, unsigned', () => {
    expect(formatPercentPoints(0)).toBe('0 pp');
    expect(formatPercentPoints(-0.000001)).toBe('0 pp');
  });
  it('writes only the size when asked for an unsigned difference', () => {
    expect(formatPercentPoints(-0.0031, { signed: false })).toBe('0.31 pp');
    expect(formatPercentPoints(Number.NaN)).toBe(NOT_A_NUMBER_TEXT);
  });
});

describe('formatMoney: prices in their currency (issue 13)', () => {
  it('writes cents with the currency symbol and always two decimals', () => {
    expect(formatMoney(499, 'EUR')).toBe('€4.99');
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(500, 'GBP')).toBe('£5.00');
    expect(formatMoney(123_456_750, 'EUR')).toBe('€1,234,567.50');
  });
  it('writes an unknown currency code after the amount instead of failing', () => {
    expect(formatMoney(123_499, 'XX1')).toBe('1,234.99 XX1');
    expect(formatMoney(-499, 'XX1')).toBe('-4.99 XX1');
    expect(formatMoney(Number.NaN, 'EUR')).toBe(NOT_A_NUMBER_TEXT);
  });
});
