import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  DEFAULT_SEARCH_CATEGORY,
  isSearchable,
  NO_RECENT_SEARCHES,
  parseRecentSearches,
  RECENT_SEARCHES_MAX,
  removeRecentSearch,
  resultCountText,
  SEARCH_CATEGORIES,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
} from './search-rules.ts';

describe('search constants (spec §9)', () => {
  it('R9.23, R9.24, R9.25: 3 characters, 300 ms, 10 recent searches per category', () => {
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(RECENT_SEARCHES_MAX).toBe(10);
  });

  it('R4.102: the categories are Events, Athletes, Users, Leagues, Events first', () => {
    expect(SEARCH_CATEGORIES).toEqual(['events', 'athletes', 'users', 'leagues']);
    expect(DEFAULT_SEARCH_CATEGORY).toBe('events');
  });
});

describe('isSearchable (R5.07)', () => {
  it('R5.07 runs a search from 3 characters, not counting the spaces around them', () => {
    expect(isSearchable('ka')).toBe(false);
    expect(isSearchable('  ka  ')).toBe(false);
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('kai')).toBe(true);
    expect(isSearchable(' kai ')).toBe(true);
  });
});

describe('addRecentSearch (R5.10–R5.12)', () => {
  it('R5.10 saves a query of 3 characters or more, trimmed, newest first', () => {
    expect(addRecentSearch([], 'ka')).toEqual([]);
    expect(addRecentSearch(['mundial'], '  kai  ')).toEqual(['kai', 'mundial']);
  });

  it('R5.11 does not save a query already in the list, whatever its case, nor move it', () => {
    const list = ['kai', 'mundial'];
    expect(addRecentSearch(list, 'mundial')).toEqual(list);
    expect(addRecentSearch(list, 'MUNDIAL ')).toEqual(list);
  });

  it('R5.12 keeps only the last 10: the oldest drops out', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `query ${i}`);
    const next = addRecentSearch(ten, 'newest');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('newest');
    expect(next).not.toContain('query 9');
  });

  it('leaves the list it was given as it was', () => {
    const list = ['kai'];
    addRecentSearch(list, 'mundial');
    expect(list).toEqual(['kai']);
  });
});

describe('removeRecentSearch (R4.105)', () => {
  it('R4.105 removes the one search and keeps the order of the rest', () => {
    expect(removeRecentSearch(['a1a', 'b2b', 'c3c'], 'b2b')).toEqual(['a1a', 'c3c']);
    expect(removeRecentSearch(['a1a'], 'zzz')).toEqual(['a1a']);
  });
});

describe('parseRecentSearches (R3.47)', () => {
  it('R3.47 reads one list per category', () => {
    expect(
      parseRecentSearches(
        JSON.stringify({ events: ['mundial'], athletes: ['kai'], users: [], leagues: ['crew'] }),
      ),
    ).toEqual({ events: ['mundial'], athletes: ['kai'], users: [], leagues: ['crew'] });
  });

  it('reads nothing stored, broken JSON or a wrong shape as no recent searches', () => {
    expect(parseRecentSearches(null)).toEqual(NO_RECENT_SEARCHES);
    expect(parseRecentSearches('{not json')).toEqual(NO_RECENT_SEARCHES);
    expect(parseRecentSearches('"text"')).toEqual(NO_RECENT_SEARCHES);
    expect(parseRecentSearches(JSON.stringify({ events: 'kai', athletes: ['kai', 4] }))).toEqual(
      NO_RECENT_SEARCHES,
    );
  });

  it('drops from a stored list what the rules would not have saved: short, repeated, beyond 10', () => {
    const stored = ['ab', 'kai', 'KAI', ...Array.from({ length: 12 }, (_, i) => `query ${i}`)];
    const { athletes } = parseRecentSearches(JSON.stringify({ athletes: stored }));
    expect(athletes).toHaveLength(10);
    expect(athletes[0]).toBe('kai');
    expect(athletes).not.toContain('ab');
    expect(athletes).not.toContain('KAI');
  });
});

describe('resultCountText', () => {
  it('says how many results a tab has, or its empty text (R4.108)', () => {
    expect(resultCountText('athletes', 1)).toBe('1 athlete');
    expect(resultCountText('events', 3)).toBe('3 events');
    expect(resultCountText('users', 0)).toBe('No users found');
    expect(resultCountText('leagues', 0)).toBe('No leagues found');
  });
});
