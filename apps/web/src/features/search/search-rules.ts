import { SEARCH_QUERY } from '@shred/contract';
import { z } from 'zod';

/** Spec §9: searches start at 3 characters (R9.23), wait 300 ms for the typing to pause (R9.24). */
export const SEARCH_MIN_CHARS = SEARCH_QUERY.min;
export const SEARCH_DEBOUNCE_MS = 300;
/** Spec §9: the last 10 recent searches are kept per category (R9.25). */
export const RECENT_SEARCHES_MAX = 10;
/** What the server accepts; the field stops there. */
export const SEARCH_MAX_CHARS = SEARCH_QUERY.max;

/** The panel's tabs, Events first (R4.102). */
export const SEARCH_CATEGORIES = ['events', 'athletes', 'users', 'leagues'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
export const DEFAULT_SEARCH_CATEGORY: SearchCategory = 'events';

export const SEARCH_TEXTS = {
  title: 'Search',
  placeholder: 'Search Shred League',
  recent: 'Recent Searches',
  tabs: { events: 'Events', athletes: 'Athletes', users: 'Users', leagues: 'Leagues' },
  /** R4.108: the empty state of each tab. */
  empty: {
    events: 'No events found',
    athletes: 'No athletes found',
    users: 'No users found',
    leagues: 'No leagues found',
  },
  /** One result, many results: what screen readers hear per tab. */
  noun: {
    events: ['event', 'events'],
    athletes: ['athlete', 'athletes'],
    users: ['user', 'users'],
    leagues: ['league', 'leagues'],
  },
} as const;

/** The query as it is sent: trimmed. */
export const normalizeQuery = (query: string): string => query.trim();

/** R5.07: a search runs only from 3 characters; below that the results are cleared. */
export function isSearchable(query: string): boolean {
  return normalizeQuery(query).length >= SEARCH_MIN_CHARS;
}

/** What screen readers hear once a search has answered: "3 athletes", "No athletes found". */
export function resultCountText(category: SearchCategory, count: number): string {
  if (count === 0) return SEARCH_TEXTS.empty[category];
  const [one, many] = SEARCH_TEXTS.noun[category];
  return `${count} ${count === 1 ? one : many}`;
}

/** Where recent searches live in local storage (spec §3): one list per category. */
export const RECENT_SEARCHES_STORAGE_KEY = 'recentSearches';

export type RecentSearches = Record<SearchCategory, string[]>;

export const NO_RECENT_SEARCHES: RecentSearches = { events: [], athletes: [], users: [], leagues: [] };

const sameQuery = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * A category's list after a search: newest first; saved only from 3 characters (R5.10) and
 * only once, whatever the case (R5.11); the oldest drops out beyond 10 (R5.12).
 */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const text = normalizeQuery(query);
  if (!isSearchable(text) || list.some((saved) => sameQuery(saved, text))) return [...list];
  return [text, ...list].slice(0, RECENT_SEARCHES_MAX);
}

/** A category's list without one search (R4.105). */
export function removeRecentSearch(list: readonly string[], query: string): string[] {
  return list.filter((saved) => saved !== query);
}

const storedList = z
  .array(z.string())
  .catch([])
  .transform((list) =>
    list
      .reduce<string[]>((kept, query) => addRecentSearchAtEnd(kept, query), [])
      .slice(0, RECENT_SEARCHES_MAX),
  );

/** Keeps a stored list's order while dropping what a valid list could not hold. */
function addRecentSearchAtEnd(list: string[], query: string): string[] {
  return isSearchable(query) && !list.some((saved) => sameQuery(saved, query))
    ? [...list, normalizeQuery(query)]
    : list;
}

const storedSearches = z
  .object({
    events: storedList,
    athletes: storedList,
    users: storedList,
    leagues: storedList,
  })
  .catch(NO_RECENT_SEARCHES);

/**
 * The stored lists (R3.47), read defensively: anything that is not valid JSON of the right
 * shape (another version's data, a hand edit) reads as no recent searches rather than an error.
 */
export function parseRecentSearches(raw: string | null): RecentSearches {
  if (raw === null) return NO_RECENT_SEARCHES;
  try {
    return storedSearches.parse(JSON.parse(raw));
  } catch {
    return NO_RECENT_SEARCHES;
  }
}
