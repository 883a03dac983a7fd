import { describe, expect, it } from 'vitest';
import { addMonths, monthsElapsed, PREMIUM_PLANS, premiumPlan, renewedPeriodEnd } from './premium.ts';

const utc = (iso: string) => new Date(iso);

describe('premium plans (GAME.md "Engagement")', () => {
  it('sells monthly and yearly, a year for the price of ten months', () => {
    expect(PREMIUM_PLANS.map((p) => [p.id, p.months])).toEqual([
      ['monthly', 1],
      ['yearly', 12],
    ]);
    expect(premiumPlan('yearly')?.priceCents).toBe(10 * (premiumPlan('monthly')?.priceCents ?? 0));
    expect(premiumPlan('weekly')).toBeUndefined();
  });
});

describe('addMonths: a paid period ends on the same day of the month (R1.31)', () => {
  it('keeps the day and time of day', () => {
    expect(addMonths(utc('2026-03-15T10:30:00Z'), 1).toISOString()).toBe('2026-04-15T10:30:00.000Z');
    expect(addMonths(utc('2026-11-20T00:00:00Z'), 12).toISOString()).toBe('2027-11-20T00:00:00.000Z');
  });

  it('crosses the year end', () => {
    expect(addMonths(utc('2026-12-05T08:00:00Z'), 1).toISOString()).toBe('2027-01-05T08:00:00.000Z');
  });

  it('keeps to the last day of a shorter month', () => {
    expect(addMonths(utc('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(utc('2028-01-31T12:00:00Z'), 1).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(addMonths(utc('2026-01-31T12:00:00Z'), 2).toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });
});

describe('monthsElapsed: the month index of the monthly credits (R1.31)', () => {
  const start = utc('2026-01-31T12:00:00Z');

  it('is 0 from the start until the first month is over, and 0 before the start', () => {
    expect(monthsElapsed(start, start)).toBe(0);
    expect(monthsElapsed(start, utc('2026-02-28T11:59:59Z'))).toBe(0);
    expect(monthsElapsed(start, utc('2026-01-01T00:00:00Z'))).toBe(0);
  });

  it('counts a month at the same day and time, clamped in a short month', () => {
    expect(monthsElapsed(start, utc('2026-02-28T12:00:00Z'))).toBe(1);
    expect(monthsElapsed(start, utc('2026-03-30T12:00:00Z'))).toBe(1);
    expect(monthsElapsed(start, utc('2026-03-31T12:00:00Z'))).toBe(2);
  });

  it('counts whole months across years', () => {
    expect(monthsElapsed(utc('2026-06-10T00:00:00Z'), utc('2027-06-09T23:59:59Z'))).toBe(11);
    expect(monthsElapsed(utc('2026-06-10T00:00:00Z'), utc('2027-06-10T00:00:00Z'))).toBe(12);
  });
});

describe('renewedPeriodEnd: a dev plan renews period after period (R1.31)', () => {
  it('adds one period when renewed on time', () => {
    const ends = utc('2026-05-01T09:00:00Z');
    expect(renewedPeriodEnd(ends, 1, utc('2026-05-01T09:05:00Z')).toISOString()).toBe(
      '2026-06-01T09:00:00.000Z',
    );
  });

  it('lands on the period covering now after missed periods', () => {
    const ends = utc('2026-05-01T09:00:00Z');
    expect(renewedPeriodEnd(ends, 1, utc('2026-07-15T00:00:00Z')).toISOString()).toBe(
      '2026-08-01T09:00:00.000Z',
    );
    expect(renewedPeriodEnd(ends, 12, utc('2027-05-01T09:00:00Z')).toISOString()).toBe(
      '2028-05-01T09:00:00.000Z',
    );
  });
});
