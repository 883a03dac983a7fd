import type { SearchResult } from '@shred/contract';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SearchIcon } from '../admin-events/admin-icons.tsx';
import { LeagueListItem } from '../leagues/league-list-item.tsx';
import { RecentSearchList } from './recent-search-list.tsx';
import { forgetSearch, rememberSearch, useRecentSearches } from './recent-searches.ts';
import { SearchField } from './search-field.tsx';
import { useSearchQuery } from './search-queries.ts';
import { AthleteResultItem, EventResultItem, UserResultItem } from './search-result-items.tsx';
import {
  DEFAULT_SEARCH_CATEGORY,
  isSearchable,
  normalizeQuery,
  resultCountText,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SEARCH_TEXTS,
  type SearchCategory,
} from './search-rules.ts';
import { SearchTabs, tabId, tabPanelId } from './search-tabs.tsx';

/**
 * What is typed and the query searched: the query follows the typing once it has paused for
 * 300 ms (R5.09); a reused recent search is searched at once.
 */
function useSearchText(initial: string) {
  const [text, setText] = useState(initial);
  const [query, setQuery] = useState(initial);
  useEffect(() => {
    if (text === query) return;
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);
  const reuse = (value: string) => {
    setText(value);
    setQuery(value);
  };
  // Below 3 characters nothing is searched and the results clear at once (R5.07).
  return { text, setText, query: isSearchable(text) ? query : '', reuse };
}

const countsOf = (results: SearchResult): Record<SearchCategory, number> => ({
  events: results.events.length,
  athletes: results.athletes.length,
  users: results.users.length,
  leagues: results.leagues.length,
});

function ResultList({ results, category }: { results: SearchResult; category: SearchCategory }) {
  const items: { key: string | number; item: ReactNode }[] = {
    events: results.events.map((event) => ({ key: event.id, item: <EventResultItem event={event} /> })),
    athletes: results.athletes.map((athlete) => ({
      key: athlete.id,
      item: <AthleteResultItem athlete={athlete} />,
    })),
    users: results.users.map((user) => ({ key: user.id, item: <UserResultItem user={user} /> })),
    leagues: results.leagues.map((league) => ({
      key: league.slug,
      item: <LeagueListItem league={league} />,
    })),
  }[category];
  return (
    <ul className="flex flex-col gap-2">
      {items.map(({ key, item }) => (
        <li key={key}>{item}</li>
      ))}
    </ul>
  );
}

interface SearchPanelProps {
  /** The query to start with (the /search page's `?query=`). */
  initialQuery?: string;
  /** The field, focused by the overlay when it opens. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Beside the field: the overlay's close button. */
  headerEnd?: ReactNode;
  /** The results scroll on their own (overlay) or with the page. */
  scrollResults?: boolean;
  /** Focus the field on mount (the page; the overlay focuses it itself). */
  autoFocus?: boolean;
  /**
   * Told the query searched each time it settles (after the debounce; '' below 3 characters):
   * the page keeps it in its address.
   */
  onQueryChange?: (query: string) => void;
  className?: string;
}

/**
 * The global search (spec §2 Search panel, R1.16): a field, the four category tabs with their
 * counts, and the chosen category's results, or, before a query, its recent searches.
 */
export function SearchPanel({
  initialQuery = '',
  inputRef,
  headerEnd,
  scrollResults = false,
  autoFocus = false,
  onQueryChange,
  className,
}: SearchPanelProps) {
  const idBase = useId();
  const [category, setCategory] = useState<SearchCategory>(DEFAULT_SEARCH_CATEGORY);
  const { text, setText, query, reuse } = useSearchText(initialQuery);
  // The latest callback, so a parent's new function each render does not count as a change.
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  const searched = normalizeQuery(query);
  useEffect(() => {
    onQueryChangeRef.current?.(searched);
  }, [searched]);
  const search = useSearchQuery(query);
  const recent = useRecentSearches(category);
  const typed = isSearchable(text);
  const shown = search.results[category];
  const counts = search.settled || shown.length > 0 ? countsOf(search.results) : null;

  let body: ReactNode;
  if (!typed) {
    body =
      recent.length > 0 ? (
        <RecentSearchList
          searches={recent}
          onReuse={reuse}
          onRemove={(saved) => forgetSearch(category, saved)}
        />
      ) : (
        <EmptyState
          icon={<SearchIcon width={26} height={26} />}
          title={`Search ${SEARCH_TEXTS.tabs[category]}`}
        >
          Type at least {SEARCH_MIN_CHARS} characters. Close matches count too, so a typo still finds them.
        </EmptyState>
      );
  } else if (shown.length > 0) {
    body = <ResultList results={search.results} category={category} />;
  } else if (search.settled) {
    body = <EmptyState icon={<SearchIcon width={26} height={26} />} title={SEARCH_TEXTS.empty[category]} />;
  } else {
    body = (
      <div className="flex min-h-40 items-center justify-center text-accent">
        <Spinner size="lg" label={null} />
      </div>
    );
  }

  return (
    <div className={cx('flex min-h-0 flex-col', className)}>
      <div className="flex shrink-0 flex-col gap-3 pb-3">
        <div className="flex items-center gap-2">
          <SearchField
            id={`${idBase}-field`}
            value={text}
            onChange={setText}
            onSubmit={() => rememberSearch(category, text)}
            searching={search.searching}
            inputRef={inputRef}
            autoFocus={autoFocus}
            controls={tabPanelId(idBase)}
          />
          {headerEnd}
        </div>
        <SearchTabs idBase={idBase} active={category} onChange={setCategory} counts={typed ? counts : null} />
      </div>
      <p aria-live="polite" className="sr-only">
        {typed && search.settled ? resultCountText(category, shown.length) : ''}
      </p>
      <div
        role="tabpanel"
        id={tabPanelId(idBase)}
        aria-labelledby={tabId(idBase, category)}
        // Opening a result keeps its query among the category's recent searches.
        onClickCapture={(event) => {
          if (typed && (event.target as Element).closest('a')) rememberSearch(category, text);
        }}
        className={cx('min-h-0 pt-1', scrollResults && 'flex-1 overflow-y-auto overscroll-contain')}
      >
        {body}
      </div>
    </div>
  );
}
