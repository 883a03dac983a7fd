import { describe, expect, it } from 'vitest';
import { wellFormedProblem } from './art.testing.ts';

describe('the well-formedness check the art tests rely on', () => {
  it('accepts a document of elements, quoted attributes, text and entities', () => {
    expect(
      wellFormedProblem('<svg a="1"><g><title>Tom &#38; Jerry</title><path d="M0 0z"/></g></svg>'),
    ).toBeNull();
  });

  it.each([
    ['<svg><g></svg>', 'unbalanced'],
    ['<svg><g>', 'unclosed'],
    ['<svg a=1/>', 'unclosed tag'],
    ['<svg a="1" a="2"/>', 'twice'],
    ['<svg><title>A & B</title></svg>', 'entity'],
    ['<svg t="<b>"/>', 'unclosed tag'],
    ['<svg/><svg/>', 'root'],
  ])('refuses %s', (svg, problem) => {
    expect(wellFormedProblem(svg)).toContain(problem);
  });
});
