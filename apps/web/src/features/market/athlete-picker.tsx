import type { Athlete } from '@shred/contract';
import { formatCount } from '@shred/game';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call, errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { inputClasses } from '../../ui/text-field.tsx';
import { useDebouncedValue } from '../admin-events/use-debounced-value.ts';
import { AthleteAvatar } from '../athletes/index.ts';

const SEARCH_DELAY_MS = 250;
const SEARCH_SIZE = 6;

/** GET athletes/?q=: athletes of any sport by name, highest ASPI first. */
function useAthleteNameSearch(q: string) {
  return useQuery({
    queryKey: ['athletes', 'by-name', q] as const,
    queryFn: ({ signal }) => call('athleteList', { query: { q, page_size: SEARCH_SIZE }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The few athlete fields a picked athlete is shown with. */
export type PickedAthlete = Pick<Athlete, 'id' | 'slug' | 'first_name' | 'last_name' | 'avatar' | 'gender'>;

interface AthletePickerProps {
  label: string;
  value: PickedAthlete | null;
  onChange: (athlete: PickedAthlete | null) => void;
  error?: string | undefined;
}

/**
 * Find an athlete by name and choose one: type two letters, pick from the best matches; the
 * choice shows with a way to change it. The form's one athlete field.
 */
export function AthletePicker({ label, value, onChange, error }: AthletePickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useAthleteNameSearch(q);
  const results = q.length >= 2 ? (search.data?.results ?? []) : [];
  const errorId = error ? `${id}-error` : undefined;

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{label}</span>
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-2">
          <AthleteAvatar athlete={value} size="sm" />
          <span className="min-w-0 flex-1 truncate font-semibold" data-testid="picked-athlete">
            {value.first_name} {value.last_name}
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Change
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Type a first or last name"
        autoComplete="off"
        maxLength={80}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(errorId, `${id}-status`) || undefined}
        className={inputClasses(Boolean(error))}
      />
      <p
        id={`${id}-status`}
        aria-live="polite"
        className="flex min-h-5 items-center gap-2 text-xs text-muted"
      >
        {q.length < 2
          ? 'At least 2 letters.'
          : search.data
            ? search.data.count === 0
              ? `No athlete is called “${q}”.`
              : `${formatCount(search.data.count)} found${search.data.count > results.length ? `, best ${results.length} shown` : ''}.`
            : null}
        {search.isFetching ? <Spinner size="sm" label="Searching…" className="text-accent" /> : null}
      </p>
      {search.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not search the athletes: {errorMessage(search.error)}
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
          {results.map((athlete) => (
            <li key={athlete.id}>
              <button
                type="button"
                onClick={() => {
                  onChange(athlete);
                  setText('');
                }}
                className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
              >
                <AthleteAvatar athlete={athlete} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">
                    {athlete.first_name} {athlete.last_name}
                  </span>
                  <span className="block text-xs text-muted">
                    {athlete.primary_sport.name} · {athlete.nationality.ioc}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
