import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { checkedSlug, isUniqueViolation, slugify } from './slugs.ts';

describe('event slugs (A6: static segments win, so reserved words are not slugs)', () => {
  it('makes lowercase ASCII slugs from names', () => {
    expect(slugify('Laax Open 2026!')).toBe('laax-open-2026');
    expect(slugify('  Coupe des Neiges — Val d’Isère ')).toBe('coupe-des-neiges-val-d-isere');
    expect(slugify(`${'x'.repeat(100)} y`)).toHaveLength(80);
  });

  it('refuses made-up slugs that are reserved words, numbers or empty, with a 400 naming the slug', () => {
    for (const name of ['New', 'Results', '2026', '!!!']) {
      const attempt = () => checkedSlug(slugify(name));
      expect(attempt).toThrow(ApiError);
    }
    expect(checkedSlug('laax-open')).toBe('laax-open');
  });

  it('recognises unique violations from pg and from PGlite (wrapped by Drizzle)', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
