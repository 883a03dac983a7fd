import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HANDLE_ADJECTIVES, HANDLE_NOUNS, proposeHandle } from './handles.ts';

/** A random source that answers the given numbers in turn. */
const answering = (...numbers: number[]) => {
  let next = 0;
  return () => numbers[next++] ?? 0;
};

describe('proposeHandle: a random username for a new manager', () => {
  it('is an adjective, an action-sports word and two digits', () => {
    expect(proposeHandle(answering(0, 0, 32))).toBe('SidewaysCarve42');
    expect(proposeHandle(answering(1, 2, 0))).toBe('FrontsideKickflip10');
    expect(proposeHandle(answering(HANDLE_ADJECTIVES.length - 1, HANDLE_NOUNS.length - 1, 89))).toBe(
      'FloatyWakeskate99',
    );
  });

  it('always fits the username rules: 3–30 letters and digits', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), (numbers) => {
        const handle = proposeHandle((count) => (numbers.shift() ?? 0) % count);
        expect(handle).toMatch(/^[A-Za-z]+[1-9][0-9]$/);
        expect(handle.length).toBeGreaterThanOrEqual(3);
        expect(handle.length).toBeLessThanOrEqual(30);
      }),
    );
  });

  it('has words that are single capitalised words, distinct within each list', () => {
    for (const words of [HANDLE_ADJECTIVES, HANDLE_NOUNS]) {
      expect(new Set(words).size).toBe(words.length);
      for (const word of words) expect(word).toMatch(/^[A-Z][a-z]+$/);
    }
  });
});
