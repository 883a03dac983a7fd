import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCORE_COLOUR_THRESHOLDS, scoreColour } from './score-colour.ts';

describe('scoreColour (spec §4, §9, A21)', () => {
  it('R9.26 R4.99 is red below 35', () => {
    for (const s of [0, 1, 20, 34, 34.99, -5]) expect(scoreColour(s)).toBe('red');
  });
  it('R9.27 R4.100 A21 is amber from 35 to under 70, fractions included', () => {
    for (const s of [35, 50, 69, 69.5, 69.999]) expect(scoreColour(s)).toBe('amber');
  });
  it('R9.28 R4.101 is green from 70 up', () => {
    for (const s of [70, 70.01, 85, 100, 1000]) expect(scoreColour(s)).toBe('green');
  });
  it('pins the thresholds 35 and 70', () => {
    expect(SCORE_COLOUR_THRESHOLDS).toEqual({ amberFrom: 35, greenFrom: 70 });
  });
  it('gives no colour without a score, and handles infinities', () => {
    expect(scoreColour(Number.NaN)).toBeNull();
    expect(scoreColour(null)).toBeNull();
    expect(scoreColour(undefined)).toBeNull();
    expect(scoreColour(Number.POSITIVE_INFINITY)).toBe('green');
    expect(scoreColour(Number.NEGATIVE_INFINITY)).toBe('red');
  });
  it('A21 leaves no gaps: every score gets exactly the colour of its band, rising with the score', () => {
    const order = { red: 0, amber: 1, green: 2 } as const;
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 110, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (s, d) => {
          const colour = scoreColour(s);
          expect(colour).toBe(s < 35 ? 'red' : s < 70 ? 'amber' : 'green');
          const higher = scoreColour(s + d);
          if (colour && higher) expect(order[higher]).toBeGreaterThanOrEqual(order[colour]);
        },
      ),
    );
  });
});
