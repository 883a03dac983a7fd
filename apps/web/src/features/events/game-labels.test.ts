import { describe, expect, it } from 'vitest';
import { bonusLabel, formatStartTime, GAME_STATUS_LABELS, gameGenderLabel, gameKind } from './game-labels.ts';

describe('game labels', () => {
  it('names the three status codes (R3.26)', () => {
    expect(GAME_STATUS_LABELS).toEqual({ UPC: 'Upcoming', OPN: 'Open', CPL: 'Complete' });
  });

  it('reads M as Men and W or F as Women (A12)', () => {
    expect(gameGenderLabel('M')).toBe('Men');
    expect(gameGenderLabel('W')).toBe('Women');
    expect(gameGenderLabel('F')).toBe('Women');
  });

  it('describes a game by sport, discipline and gender', () => {
    expect(
      gameKind({
        sport: { name: 'Surfing', slug: 'surfing' },
        discipline: { name: 'Shortboard', slug: 'shortboard' },
        gender: 'W',
      }),
    ).toBe('Surfing · Shortboard · Women');
  });

  it('turns bonus keys in camel or snake case into sentence-case labels', () => {
    expect(bonusLabel('bestRun')).toBe('Best run');
    expect(bonusLabel('made_final')).toBe('Made final');
    expect(bonusLabel('top3Finish')).toBe('Top3 finish');
  });

  it('formats start times with weekday, day, month and time, and nothing for a broken date', () => {
    const local = new Date(2026, 8, 20, 9, 5);
    expect(formatStartTime(local.toISOString())).toBe('Sun 20 Sep, 09:05');
    expect(formatStartTime('not a date')).toBe('');
  });
});
