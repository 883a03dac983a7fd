import { describe, expect, it } from 'vitest';
import { LEVEL_THRESHOLDS, levelForXp } from './levels.ts';

describe('levelForXp (GAME.md levels)', () => {
  it('starts every manager as a Grom', () => {
    expect(levelForXp(0)).toBe('Grom');
  });
  it.each(LEVEL_THRESHOLDS.map((l) => [l.minXp, l.name] as const))(
    'reaches the level at its threshold %i → %s',
    (xp, name) => {
      expect(levelForXp(xp)).toBe(name);
    },
  );
  it('stays on the lower level one XP below a threshold', () => {
    for (const [i, level] of LEVEL_THRESHOLDS.entries()) {
      if (i === 0) continue;
      expect(levelForXp(level.minXp - 1)).toBe(LEVEL_THRESHOLDS[i - 1]?.name);
    }
  });
  it('keeps Legend beyond the last threshold and treats negative XP as Grom', () => {
    expect(levelForXp(10_000_000)).toBe('Legend');
    expect(levelForXp(-5)).toBe('Grom');
  });
});
