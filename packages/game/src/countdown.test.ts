import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdown, formatClock, formatDays } from './countdown.ts';

const NOW = Date.UTC(2025, 2, 5, 12);
const S = 1000;
const H = 3600 * S;
const D = 24 * H;

describe('countdown (spec §4 event card)', () => {
  it('R4.91 A20 a day or more left shows whole days: "1 day", "3 days"', () => {
    expect(countdown(NOW + D, NOW)).toMatchObject({ mode: 'days', text: '1 day', expired: false });
    expect(countdown(NOW + 2 * D - S, NOW).text).toBe('1 day');
    expect(countdown(NOW + 2 * D - 1, NOW).text).toBe('2 days');
    expect(countdown(NOW + 3 * D + 5 * H, NOW).text).toBe('3 days');
    expect(countdown(NOW + 400 * D, NOW).text).toBe('400 days');
  });
  it('R4.92 under a day left shows HH:MM:SS', () => {
    expect(countdown(NOW + D - S, NOW)).toMatchObject({ mode: 'clock', text: '23:59:59' });
    expect(countdown(NOW + 5 * H + 4 * 60 * S + 3 * S, NOW).text).toBe('05:04:03');
    expect(countdown(NOW + S, NOW).text).toBe('00:00:01');
  });
  it('R4.92 counts part seconds up, so the clock never shows 00:00:00 and 24:00:00 reads as 1 day', () => {
    expect(countdown(NOW + 1, NOW).text).toBe('00:00:01');
    expect(countdown(NOW + 1500, NOW).text).toBe('00:00:02');
    expect(countdown(NOW + D - 500, NOW).text).toBe('1 day');
  });
  it('R4.92 ticks each second under a day', () => {
    expect(countdown(NOW + 10 * S, NOW).nextChangeInMs).toBe(1000);
    expect(countdown(NOW + 10 * S + 250, NOW).nextChangeInMs).toBe(250);
  });
  it('R4.93 at zero or later shows "Expired" and stops ticking', () => {
    for (const target of [NOW, NOW - 1, NOW - 10 * D]) {
      expect(countdown(target, NOW)).toEqual({
        mode: 'expired',
        text: 'Expired',
        expired: true,
        remainingMs: 0,
        nextChangeInMs: null,
      });
    }
  });
  it('treats an unknown target (NaN) as expired', () => {
    expect(countdown(Number.NaN, NOW).expired).toBe(true);
  });
  it('days mode waits until the day count drops', () => {
    expect(countdown(NOW + 3 * D + 5 * H, NOW).nextChangeInMs).toBe(5 * H + S);
  });
  it('the text changes exactly after nextChangeInMs, not a millisecond earlier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 * D }), (remaining) => {
        const here = countdown(NOW + remaining, NOW);
        const wait = here.nextChangeInMs;
        expect(wait).not.toBeNull();
        if (wait === null) return;
        expect(wait).toBeGreaterThan(0);
        expect(countdown(NOW + remaining, NOW + wait - 1).text).toBe(here.text);
        expect(countdown(NOW + remaining, NOW + wait).text).not.toBe(here.text);
      }),
    );
  });
  it('shows days exactly when at least a day is left, and never more time than is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 * D }), (remaining) => {
        const c = countdown(NOW + remaining, NOW);
        expect(c.mode).toBe(remaining > D - S ? 'days' : 'clock');
        expect(c.remainingMs).toBe(remaining);
        if (c.mode === 'days') expect(Number.parseInt(c.text, 10) * D).toBeLessThanOrEqual(remaining + S);
      }),
    );
  });
});

describe('formatDays / formatClock', () => {
  it('uses the singular for one day only', () => {
    expect([1, 2, 10].map(formatDays)).toEqual(['1 day', '2 days', '10 days']);
  });
  it('pads hours, minutes and seconds to two digits', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(59)).toBe('00:00:59');
    expect(formatClock(3600)).toBe('01:00:00');
    expect(formatClock(86_399)).toBe('23:59:59');
  });
});
