import { REFERRAL_QUERY_MAX } from '@shred/contract';
import { SearchIcon } from '../admin-events/admin-icons.tsx';
import { fieldClasses } from '../admin-events/field-classes.ts';
import { useDebouncedSearch } from '../admin-events/use-debounced-search.ts';

/** The name search: it applies once typing pauses, or at once on Enter. */
export function ReferralSearch({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const { text, type, submit } = useDebouncedSearch(query, onSearch);

  return (
    <search aria-label="Referrals">
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor="referral-search" className="text-sm font-medium text-fg">
          Search by username
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted" />
          <input
            id="referral-search"
            type="search"
            value={text}
            onChange={(event) => type(event.target.value)}
            placeholder="Invitee or inviter, from the first letter"
            autoComplete="off"
            spellCheck={false}
            maxLength={REFERRAL_QUERY_MAX}
            className={fieldClasses({ size: 'search' })}
          />
        </div>
      </form>
    </search>
  );
}
