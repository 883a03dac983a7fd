import { REFERRAL_QUERY_MAX } from '@shred/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../admin-events/admin-icons.tsx';
import { fieldClasses } from '../admin-events/field-classes.ts';

const SEARCH_DELAY_MS = 300;

/** The name search: it applies once typing pauses, or at once on Enter. */
export function ReferralSearch({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A search set from outside (clearing it, going back) replaces what the box shows.
  const [shown, setShown] = useState(query);
  if (query !== shown) {
    setShown(query);
    setText(query);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value.trim()), SEARCH_DELAY_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text.trim());
  };

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
