import { useId } from 'react';
import { CloseIcon } from '../modals/overlay-icons.tsx';
import { HistoryIcon } from './search-icons.tsx';
import { SEARCH_TEXTS } from './search-rules.ts';

interface RecentSearchListProps {
  searches: readonly string[];
  onReuse: (query: string) => void;
  onRemove: (query: string) => void;
}

/** 'Recent Searches' of a category (R4.103): tap one to search it again (R4.104), or remove it (R4.105). */
export function RecentSearchList({ searches, onReuse, onRemove }: RecentSearchListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="px-1 pb-2 text-xs font-semibold uppercase tracking-wider text-muted">
        {SEARCH_TEXTS.recent}
      </h3>
      <ul className="flex flex-col gap-1">
        {searches.map((query) => (
          <li key={query} className="group flex items-center gap-1 rounded-xl transition hover:bg-surface-2">
            <button
              type="button"
              onClick={() => onReuse(query)}
              className="flex h-11 min-w-0 flex-1 items-center gap-3 rounded-xl px-2 text-left text-fg focus-visible:outline-2 focus-visible:outline-accent"
            >
              <HistoryIcon width={18} height={18} className="shrink-0 text-muted" />
              <span className="truncate">{query}</span>
            </button>
            <button
              type="button"
              aria-label={`Remove ${query} from recent searches`}
              onClick={() => onRemove(query)}
              className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
            >
              <CloseIcon width={16} height={16} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
