import { describe, expect, it } from 'vitest';
import { withAthleteNames } from './athlete-names.ts';

describe('athlete names in rule messages', () => {
  const names = new Map([[42, 'Mia Brookes']]);
  const nameOf = (id: number) => names.get(id);

  it('replaces known athlete ids with names', () => {
    expect(withAthleteNames('Athlete 42 is locked: their competition has started.', nameOf)).toBe(
      'Mia Brookes is locked: their competition has started.',
    );
    expect(withAthleteNames("The captain cannot change: athlete 42's competition has started.", nameOf)).toBe(
      "The captain cannot change: Mia Brookes's competition has started.",
    );
  });

  it('leaves unknown ids as they are', () => {
    expect(withAthleteNames('Card 7 is not yours (athlete 9).', nameOf)).toBe(
      'Card 7 is not yours (athlete 9).',
    );
  });
});
