import { describe, expect, it } from 'vitest';
import { demoRandom } from './demo-random.ts';

describe('demo PRNG (deterministic demo data)', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => {
      const random = demoRandom(seed);
      return Array.from({ length: 5 }, () => random.int(1, 1000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps ints in range, shuffles without losing items, and refuses to pick from nothing', () => {
    const random = demoRandom(7);
    for (let i = 0; i < 500; i++) {
      const n = random.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});
