import { type Ref, useRef } from 'react';
import { cx } from '../../ui/class-names.ts';
import { assignRef, useFocusWhen } from '../../ui/focus-when.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { SearchIcon } from '../admin-events/admin-icons.tsx';
import { CloseIcon } from '../modals/overlay-icons.tsx';
import { SEARCH_MAX_CHARS, SEARCH_TEXTS } from './search-rules.ts';

interface SearchFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter: the search is kept among the recent ones. */
  onSubmit: () => void;
  searching: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The element listing the results, for screen readers. */
  controls: string;
  autoFocus?: boolean;
}

/** The panel's search box: magnifier, the text, a spinner while searching (R4.106), and a clear button. */
export function SearchField({
  id,
  value,
  onChange,
  onSubmit,
  searching,
  inputRef,
  controls,
  autoFocus = false,
}: SearchFieldProps) {
  const field = useRef<HTMLInputElement | null>(null);
  // The page exists to search: its field takes the typing at once, as the overlay's does.
  useFocusWhen(field, autoFocus);
  return (
    <form
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {SEARCH_TEXTS.title}
      </label>
      <SearchIcon
        width={20}
        height={20}
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted"
      />
      <input
        ref={(node) => {
          field.current = node;
          assignRef(inputRef, node);
        }}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={SEARCH_TEXTS.placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_MAX_CHARS}
        aria-controls={controls}
        className={cx(
          'h-12 w-full appearance-none rounded-2xl border border-line bg-surface-2 pr-20 pl-11 text-base text-fg outline-none transition',
          'placeholder:text-muted focus:border-accent focus:ring-2 focus:ring-accent/30',
          '[&::-webkit-search-cancel-button]:hidden',
        )}
      />
      <span className="absolute inset-y-0 right-1.5 flex items-center gap-1">
        {searching ? <Spinner size="sm" label="Searching…" className="text-accent" /> : null}
        {value !== '' ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => onChange('')}
            className="grid size-9 place-items-center rounded-full text-muted transition hover:bg-surface hover:text-fg"
          >
            <CloseIcon width={18} height={18} />
          </button>
        ) : null}
      </span>
    </form>
  );
}
