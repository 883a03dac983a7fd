import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventDateRange, formatDayMonth } from './event-dates.ts';

describe('formatDayMonth (R4.94 "DD Mon")', () => {
  it('R4.94 pads the day to two digits and abbreviates the month', () => {
    expect(formatDayMonth('2025-03-05')).toBe('05 Mar');
    expect(formatDayMonth('2025-12-31T23:59:59Z')).toBe('31 Dec');
    expect(formatDayMonth(Date.UTC(2025, 0, 1))).toBe('01 Jan');
    expect(formatDayMonth(new Date(Date.UTC(2024, 1, 29)))).toBe('29 Feb');
  });
  it('R4.94 uses the UTC day, whatever the offset of the input', () => {
    expect(formatDayMonth('2025-03-05T23:30:00-02:00')).toBe('06 Mar');
    expect(formatDayMonth('2025-03-06T00:30:00+02:00')).toBe('05 Mar');
  });
  it('names all twelve months', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDayMonth(Date.UTC(2025, m, 10)).slice(3));
    expect(months).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDayMonth('not a date')).toBe('');
    expect(formatDayMonth(null)).toBe('');
  });
  it('always has the shape DD Mon for any valid date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }),
        (d) => {
          expect(formatDayMonth(d)).toMatch(/^\d{2} [A-Z][a-z]{2}$/);
        },
      ),
    );
  });
});

describe('eventDateRange (R4.94)', () => {
  it('R4.94 shows both dates with an en dash', () => {
    expect(eventDateRange('2025-03-05', '2025-03-09')).toBe('05 Mar – 09 Mar');
    expect(eventDateRange('2025-12-30', '2026-01-02')).toBe('30 Dec – 02 Jan');
  });
  it('R4.94 shows a single date when both fall on the same UTC day', () => {
    expect(eventDateRange('2025-03-05', '2025-03-05')).toBe('05 Mar');
    expect(eventDateRange('2025-03-05T08:00:00Z', '2025-03-05T20:00:00Z')).toBe('05 Mar');
  });
  it('falls back to the valid date when the other is missing', () => {
    expect(eventDateRange(null, '2025-03-09')).toBe('09 Mar');
    expect(eventDateRange('2025-03-05', undefined)).toBe('05 Mar');
    expect(eventDateRange(null, 'x')).toBe('');
  });
});
