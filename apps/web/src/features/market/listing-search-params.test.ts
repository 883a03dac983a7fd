import { describe, expect, it } from 'vitest';
import { isFiltered, listingSearchFrom, listingSearchParams } from './listing-search-params.ts';
import { expiresIn } from './market-format.ts';

describe('market search in the URL (issue 14.5, R2.35)', () => {
  it('reads every filter from the query and leaves out what it cannot read', () => {
    expect(
      listingSearchFrom(
        new URLSearchParams(
          'q=%20arn%20&sport=surfing&tier=epic&min_price=10&max_price=200&sort=-price&page=3',
        ),
      ),
    ).toEqual({
      q: 'arn',
      sport: 'surfing',
      tier: 'epic',
      min_price: 10,
      max_price: 200,
      sort: '-price',
      page: 3,
    });
    expect(
      listingSearchFrom(
        new URLSearchParams('tier=mythic&sport=Surf%20ing&max_price=1.5&min_price=0&sort=cheap&page=-1'),
      ),
    ).toEqual({ page: 1 });
  });

  it('writes a search back as short as it can be: no first page, no default order', () => {
    const search = { q: 'arn', tier: 'rare' as const, sort: 'newest' as const, page: 1 };
    expect(listingSearchParams(search).toString()).toBe('q=arn&tier=rare');
    expect(listingSearchFrom(listingSearchParams({ ...search, sort: 'price', page: 2 }))).toEqual({
      q: 'arn',
      tier: 'rare',
      sort: 'price',
      page: 2,
    });
    expect(isFiltered({ sort: 'price', page: 4 })).toBe(false);
    expect(isFiltered({ max_price: 20, page: 1 })).toBe(true);
  });
});

describe('time a listing has left (issue 14.5)', () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');
  const later = (ms: number) => new Date(now + ms).toISOString();
  it('reads in days, hours or minutes, and Ended once past', () => {
    expect(expiresIn(later(6.9 * 86_400_000), now)).toBe('Ends in 7 days');
    expect(expiresIn(later(30 * 3_600_000), now)).toBe('Ends in 30 h');
    expect(expiresIn(later(90_000), now)).toBe('Ends in 1 min');
    expect(expiresIn(later(-1), now)).toBe('Ended');
  });
});
