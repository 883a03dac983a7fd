import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  forgetSearch,
  recentSearchesStore,
  reloadRecentSearches,
  rememberSearch,
} from './recent-searches.ts';
import { RECENT_SEARCHES_STORAGE_KEY } from './search-rules.ts';

const stored = () => JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? 'null');

describe('recent searches in local storage (R3.47)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    reloadRecentSearches();
  });
  afterEach(() => window.localStorage.clear());

  it('R3.47 keeps a list per category in local storage, read again on the next visit', () => {
    rememberSearch('athletes', 'kai lenny');
    rememberSearch('events', 'mundial');
    expect(stored()).toEqual({ events: ['mundial'], athletes: ['kai lenny'], users: [], leagues: [] });
    recentSearchesStore.setState({ events: [], athletes: [], users: [], leagues: [] }, true);
    reloadRecentSearches();
    expect(recentSearchesStore.getState().athletes).toEqual(['kai lenny']);
    expect(recentSearchesStore.getState().events).toEqual(['mundial']);
  });

  it('R5.10, R5.11: a short query or a repeat is not saved', () => {
    rememberSearch('users', 'ab');
    expect(stored()).toBeNull();
    rememberSearch('users', 'demo');
    rememberSearch('users', 'Demo');
    expect(recentSearchesStore.getState().users).toEqual(['demo']);
  });

  it('R4.105 removes one search of one category only', () => {
    rememberSearch('leagues', 'crew cup');
    rememberSearch('events', 'crew cup');
    forgetSearch('leagues', 'crew cup');
    expect(stored()).toEqual({ events: ['crew cup'], athletes: [], users: [], leagues: [] });
  });

  it('keeps the searches of this visit when the storage refuses to write', () => {
    reloadRecentSearches(() => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    }));
    rememberSearch('events', 'mundial');
    expect(recentSearchesStore.getState().events).toEqual(['mundial']);
  });
});
