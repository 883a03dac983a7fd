import { describe, expect, it } from 'vitest';
import { helpArticleOf, withoutLeadingTitle } from './article-body.tsx';

describe('article body', () => {
  it('drops the leading heading when it repeats the title', () => {
    expect(withoutLeadingTitle('<h2>Game Rules</h2>\n<p>Hi</p>', 'Game Rules')).toBe('<p>Hi</p>');
    expect(withoutLeadingTitle('<h2>Rock &amp; roll</h2><p>x</p>', 'Rock & roll')).toBe('<p>x</p>');
    expect(withoutLeadingTitle('<h2>Other</h2><p>x</p>', 'Game Rules')).toBe('<h2>Other</h2><p>x</p>');
    expect(withoutLeadingTitle('<p>x</p><h2>Game Rules</h2>', 'Game Rules')).toBe(
      '<p>x</p><h2>Game Rules</h2>',
    );
  });

  it('reads /how-to#id links as help articles', () => {
    expect(helpArticleOf('/how-to#scoring')).toBe('scoring');
    expect(helpArticleOf('/how-to#athlete-cards')).toBe('athlete-cards');
    expect(helpArticleOf('/how-to')).toBeUndefined();
    expect(helpArticleOf('/manager#x')).toBeUndefined();
  });
});
