import { createStore, useStore } from 'zustand';
import { addBreadcrumb } from '../../platform/index.ts';
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_STORAGE_KEY,
  type RecentSearches,
  removeRecentSearch,
  type SearchCategory,
} from './search-rules.ts';

type SearchStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): SearchStorage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

let storage: () => SearchStorage | undefined = browserStorage;

function readStored(): RecentSearches {
  try {
    return parseRecentSearches(storage()?.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? null);
  } catch {
    return parseRecentSearches(null);
  }
}

/** Recent searches per category (spec §3 local storage, R3.47), read once and written through. */
export const recentSearchesStore = createStore<RecentSearches>()(() => readStored());

function save(next: RecentSearches): void {
  recentSearchesStore.setState(next, true);
  try {
    storage()?.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    // A full or blocked storage loses the list after a reload; this visit still has it.
    addBreadcrumb('search', 'Could not store recent searches', { level: 'warning', error });
  }
}

export function useRecentSearches(category: SearchCategory): readonly string[] {
  return useStore(recentSearchesStore, (state) => state[category]);
}

/** Save a search the user acted on (R5.10–R5.12); a repeat or a short query changes nothing. */
export function rememberSearch(category: SearchCategory, query: string): void {
  const state = recentSearchesStore.getState();
  const list = addRecentSearch(state[category], query);
  if (list.length === state[category].length && list.every((saved, i) => saved === state[category][i]))
    return;
  save({ ...state, [category]: list });
}

/** Remove one search from a category's list (R4.105). */
export function forgetSearch(category: SearchCategory, query: string): void {
  const state = recentSearchesStore.getState();
  save({ ...state, [category]: removeRecentSearch(state[category], query) });
}

/** Read the lists again from `source` (tests; another tab's changes on the next visit). */
export function reloadRecentSearches(source: () => SearchStorage | undefined = browserStorage): void {
  storage = source;
  recentSearchesStore.setState(readStored(), true);
}
