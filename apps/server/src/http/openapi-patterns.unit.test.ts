import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The committed document: `npm run lint` holds it to the contract it is derived from. */
const document: unknown = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));

/** Every `pattern` the document declares, wherever it sits. */
function patternsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(patternsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'pattern' && typeof inner === 'string' ? [inner] : patternsIn(inner),
  );
}

/**
 * Syntax that JSON Schema's portable regex subset leaves out, which generators outside
 * JavaScript (Python's re under Schemathesis, for one) read differently or not at all.
 */
const NOT_PORTABLE: Array<[string, RegExp]> = [
  ['a lookahead or lookbehind', /\(\?<?[=!]/],
  ['a named group', /\(\?<[A-Za-z]/],
  ['a backreference', /\\[1-9]|\\k</],
  ['a Unicode property escape', /\\[pP]\{/],
];

describe('every pattern the OpenAPI document declares is one an outside generator can produce (issue 27.5)', () => {
  const patterns = [...new Set(patternsIn(document))];

  it('finds the patterns to check', () => {
    expect(patterns.length).toBeGreaterThan(5);
  });

  it('compiles each as an ECMA regex with the u flag, as JSON Schema reads it', () => {
    for (const pattern of patterns) expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
  });

  it('uses no lookaround, named group, backreference or Unicode property escape', () => {
    for (const pattern of patterns) {
      const found = NOT_PORTABLE.filter(([, syntax]) => syntax.test(pattern)).map(([name]) => name);
      expect(found, pattern).toEqual([]);
    }
  });
});
