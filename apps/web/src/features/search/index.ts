export { forgetSearch, recentSearchesStore, rememberSearch, useRecentSearches } from './recent-searches.ts';
export { SEARCH_PATH, SearchButton } from './search-button.tsx';
export { SearchHost } from './search-host.tsx';
export { SearchPanel } from './search-panel.tsx';
export { useSearchQuery } from './search-queries.ts';
export * from './search-rules.ts';
export { closeSearch, openSearch, searchStore } from './search-store.ts';
