import { describe, expect, it } from 'vitest';
import { endToEpochMs, toEpochMs } from './instants.ts';

const march9 = Date.UTC(2025, 2, 9);

describe('toEpochMs', () => {
  it('reads ISO strings, epoch milliseconds and Dates alike', () => {
    expect(toEpochMs('2025-03-09T00:00:00Z')).toBe(march9);
    expect(toEpochMs('2025-03-09T02:00:00+02:00')).toBe(march9);
    expect(toEpochMs(march9)).toBe(march9);
    expect(toEpochMs(new Date(march9))).toBe(march9);
  });
  it('reads a date-only string as UTC midnight', () => {
    expect(toEpochMs('2025-03-09')).toBe(march9);
    expect(toEpochMs(' 2025-03-09 ')).toBe(march9);
  });
  it('gives NaN for anything that is not a point in time', () => {
    for (const bad of ['', 'soon', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, new Date('x')]) {
      expect(toEpochMs(bad)).toBeNaN();
    }
  });
});

describe('endToEpochMs', () => {
  it('ends a date-only day at the next UTC midnight', () => {
    expect(endToEpochMs('2025-03-09')).toBe(Date.UTC(2025, 2, 10));
  });
  it('keeps full timestamps as they are', () => {
    expect(endToEpochMs('2025-03-09T18:30:00Z')).toBe(Date.UTC(2025, 2, 9, 18, 30));
    expect(endToEpochMs(march9)).toBe(march9);
    expect(endToEpochMs(null)).toBeNaN();
  });
});
