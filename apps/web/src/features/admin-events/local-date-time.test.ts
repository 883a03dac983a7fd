import { describe, expect, it } from 'vitest';
import { formatInstant, fromLocalInput, toLocalInput } from './local-date-time.ts';

describe('datetime-local conversions', () => {
  it('round-trips an instant through the input value in the browser zone', () => {
    const iso = '2027-01-20T09:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^2027-01-2\dT\d{2}:30$/);
    expect(fromLocalInput(local)).toBe(iso);
  });

  it('reads the wall-clock time as local time', () => {
    const expected = new Date(2027, 0, 20, 10, 30).toISOString();
    expect(fromLocalInput('2027-01-20T10:30')).toBe(expected);
    expect(fromLocalInput(' 2027-01-20T10:30:15 ')).toBe(new Date(2027, 0, 20, 10, 30, 15).toISOString());
  });

  it('passes text that is not a wall-clock time through for the contract to name', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('tomorrow')).toBe('tomorrow');
    expect(fromLocalInput('2027-13-45T10:30')).toBe('2027-13-45T10:30');
  });

  it('gives an empty input value for a missing or broken instant', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput(undefined)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('formats an instant for reading, and nothing for a broken one', () => {
    expect(formatInstant('2027-01-20T09:30:00Z')).toMatch(/20 Jan 2027/);
    expect(formatInstant('nope')).toBe('');
  });
});
