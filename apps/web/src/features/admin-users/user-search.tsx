import { ADMIN_USER_QUERY_MAX, type AdminUserFilter } from '@shred/contract';
import { cx } from '../../ui/class-names.ts';
import { SearchIcon } from '../admin-events/admin-icons.tsx';
import { fieldClasses } from '../admin-events/field-classes.ts';
import { useDebouncedSearch } from '../admin-events/use-debounced-search.ts';

export const FILTER_LABELS: Readonly<Record<AdminUserFilter, string>> = {
  all: 'Everyone',
  staff: 'Staff',
  athletes: 'Athletes',
  premium: 'Premium',
  deactivated: 'Deactivated',
};

interface UserSearchProps {
  query: string;
  filter: AdminUserFilter;
  onSearch: (query: string) => void;
  onFilter: (filter: AdminUserFilter) => void;
}

/**
 * The search box (applied once typing pauses, or at once on Enter) and the filter chips, a
 * group of toggle buttons of which one is pressed.
 */
export function UserSearch({ query, filter, onSearch, onFilter }: UserSearchProps) {
  const { text, type, submit } = useDebouncedSearch(query, onSearch);

  return (
    <search aria-label="Users" className="flex flex-col gap-3">
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor="user-search" className="text-sm font-medium text-fg">
          Search users
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted" />
          <input
            id="user-search"
            type="search"
            value={text}
            onChange={(event) => type(event.target.value)}
            placeholder="Username, e-mail or name"
            autoComplete="off"
            spellCheck={false}
            maxLength={ADMIN_USER_QUERY_MAX}
            className={fieldClasses({ size: 'search' })}
          />
        </div>
      </form>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {(Object.keys(FILTER_LABELS) as AdminUserFilter[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            onClick={() => onFilter(key)}
            className={cx(
              'min-h-9 rounded-full border px-3.5 text-sm font-semibold transition',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              filter === key
                ? 'border-accent bg-accent text-on-accent'
                : 'border-line bg-surface text-muted hover:border-accent hover:text-fg',
            )}
          >
            {FILTER_LABELS[key]}
          </button>
        ))}
      </fieldset>
    </search>
  );
}
