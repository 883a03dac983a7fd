import { describe, expect, it } from 'vitest';
import { levelProgress } from './level-progress.ts';

describe('level progress (GAME.md levels)', () => {
  it('starts a new manager at Grom with no progress', () => {
    expect(levelProgress(0)).toEqual({ level: 'Grom', next: { name: 'Local', minXp: 500 }, fraction: 0 });
  });

  it('measures the way between two levels', () => {
    const progress = levelProgress(4000);
    expect(progress.level).toBe('Ripper');
    expect(progress.next?.name).toBe('Pro');
    expect(progress.fraction).toBeCloseTo(0.5);
  });

  it('is full at the top level', () => {
    expect(levelProgress(20_000)).toEqual({ level: 'Legend', next: null, fraction: 1 });
  });
});
