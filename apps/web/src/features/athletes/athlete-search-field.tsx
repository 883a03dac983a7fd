import type { Athlete } from '@shred/contract';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../api/index.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { SearchIcon } from '../admin-events/admin-icons.tsx';
import { fieldClasses } from '../admin-events/field-classes.ts';
import { useDebouncedValue } from '../admin-events/use-debounced-value.ts';
import { AthleteAvatar } from './athlete-avatar.tsx';

const SEARCH_DELAY_MS = 250;

/** What is typed and the settled query sent once the typing pauses. */
export function useAthleteSearchText() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DELAY_MS);
  return { text, setText, q };
}

interface AthleteSearchInputProps {
  id: string;
  text: string;
  onText: (text: string) => void;
  placeholder: string;
  /** The magnifier on the left, for search boxes standing on their own. */
  withIcon?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/** The name box every athlete search types into. */
export function AthleteSearchInput({
  id,
  text,
  onText,
  placeholder,
  withIcon = false,
  invalid = false,
  describedBy,
}: AthleteSearchInputProps) {
  const input = (
    <input
      id={id}
      type="search"
      value={text}
      onChange={(event) => onText(event.target.value)}
      placeholder={placeholder}
      autoComplete="off"
      maxLength={80}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={fieldClasses({ invalid, size: withIcon ? 'search' : 'md' })}
    />
  );
  if (!withIcon) return input;
  return (
    <div className="relative">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted" />
      {input}
    </div>
  );
}

/** The search's spoken status line, with a spinner while a search is under way, and its failure. */
export function AthleteSearchStatus({
  id,
  fetching,
  error,
  children,
}: {
  id?: string;
  fetching: boolean;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <>
      <p id={id} aria-live="polite" className="flex min-h-5 items-center gap-2 text-xs text-muted">
        {children}
        {fetching ? <Spinner size="sm" label="Searching…" className="text-accent" /> : null}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          Could not search the athletes: {errorMessage(error)}
        </p>
      ) : null}
    </>
  );
}

/** A search that found nobody. */
export function AthleteSearchEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
      {children}
    </p>
  );
}

interface AthleteResultsProps {
  athletes: readonly Athlete[];
  /** The small line under the name. */
  detail: (athlete: Athlete) => ReactNode;
  /** The whole row picks the athlete… */
  onPick?: (athlete: Athlete) => void;
  /** …or a control at its end acts on them. */
  action?: (athlete: Athlete) => ReactNode;
}

/** The athletes a search found, each with its avatar, name and detail line. */
export function AthleteResults({ athletes, detail, onPick, action }: AthleteResultsProps) {
  if (athletes.length === 0) return null;
  return (
    <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
      {athletes.map((athlete) => {
        const body = (
          <>
            <AthleteAvatar athlete={athlete} size="sm" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-fg">
                {athlete.first_name} {athlete.last_name}
              </span>
              <span className="block text-xs text-muted">{detail(athlete)}</span>
            </span>
          </>
        );
        return (
          <li key={athlete.id} className={onPick ? undefined : 'flex items-center gap-3 px-3 py-2'}>
            {onPick ? (
              <button
                type="button"
                onClick={() => onPick(athlete)}
                className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
              >
                {body}
              </button>
            ) : (
              <>
                {body}
                {action?.(athlete)}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
