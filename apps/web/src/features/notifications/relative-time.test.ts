import { describe, expect, it } from 'vitest';
import { notificationAge } from './relative-time.ts';

const now = Date.parse('2026-11-28T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('notification relative time (spec §4, A19)', () => {
  it("R4.54: under 1 hour shows whole 'minutes ago'", () => {
    expect(notificationAge(before(MINUTE), now)).toBe('1 minute ago');
    expect(notificationAge(before(5 * MINUTE + 59_000), now)).toBe('5 minutes ago');
    expect(notificationAge(before(HOUR - 1), now)).toBe('59 minutes ago');
  });

  it("R4.55: under 1 day shows whole 'hours ago'", () => {
    expect(notificationAge(before(HOUR), now)).toBe('1 hour ago');
    expect(notificationAge(before(DAY - 1), now)).toBe('23 hours ago');
  });

  it("R4.56: under 7 days shows whole 'days ago'", () => {
    expect(notificationAge(before(DAY), now)).toBe('1 day ago');
    expect(notificationAge(before(7 * DAY - 1), now)).toBe('6 days ago');
  });

  it('R4.57: 7 days or more shows a short date, with the year when it is another one', () => {
    expect(notificationAge(before(7 * DAY), now)).toBe('21 Nov');
    expect(notificationAge('2025-03-05T08:00:00.000Z', now)).toBe('05 Mar 2025');
  });

  it("reads 'Just now' under a minute and for a time slightly ahead of this clock", () => {
    expect(notificationAge(before(30_000), now)).toBe('Just now');
    expect(notificationAge(before(-5_000), now)).toBe('Just now');
    expect(notificationAge('not a date', now)).toBe('');
  });
});
