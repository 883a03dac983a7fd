import type { Athlete, SportRef } from '@shred/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AthleteAvatar } from '../athletes/athlete-avatar.tsx';
import { SearchIcon } from './admin-icons.tsx';
import { useAthleteSearchQuery } from './athlete-search-query.ts';
import { fieldClasses } from './field-classes.ts';
import { athleteName } from './startlist-rows.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_DELAY_MS = 250;

interface AthletePickerProps {
  sport: SportRef;
  gender: 'M' | 'W';
  /** Athletes already on the list: shown, but not added twice. */
  listed: ReadonlySet<number>;
  full: boolean;
  onAdd: (athlete: Athlete) => void;
}

/** Find athletes of the game's field (GET athletes/?q=&sport=&gender=) and add them to the startlist. */
export function AthletePicker({ sport, gender, listed, full, onAdd }: AthletePickerProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = useAthleteSearchQuery({ q, sport: sport.slug, gender });
  const results = search.data?.results ?? [];

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3">
      <h4 id={`${inputId}-title`} className="text-sm font-semibold uppercase tracking-widest text-muted">
        Add athletes
      </h4>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          Find athletes
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted" />
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="First or last name"
            autoComplete="off"
            maxLength={80}
            className={fieldClasses({ size: 'search' })}
          />
        </div>
      </div>
      <p aria-live="polite" className="flex min-h-5 items-center gap-2 text-xs text-muted">
        {search.data
          ? `${search.data.count === 1 ? '1 athlete' : `${search.data.count} athletes`} found${
              search.data.count > results.length ? `, best ${results.length} by ASPI shown` : ''
            }`
          : null}
        {search.isFetching ? <Spinner size="sm" label="Searching…" className="text-accent" /> : null}
      </p>
      {search.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not search the athletes: {errorMessage(search.error)}
        </p>
      ) : null}
      {search.data && results.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          No {sport.name.toLowerCase()} athletes in this field match “{q}”.
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
          {results.map((athlete) => {
            const name = athleteName(athlete);
            const onList = listed.has(athlete.id);
            return (
              <li key={athlete.id} className="flex items-center gap-3 px-3 py-2">
                <AthleteAvatar athlete={athlete} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">{name}</p>
                  <p className="text-xs text-muted">
                    {athlete.nationality.ioc} · ASPI {Math.round(athlete.aspi)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant={onList ? 'ghost' : 'secondary'}
                  disabled={onList || full}
                  icon={onList ? undefined : <PlusIcon width={16} height={16} />}
                  aria-label={onList ? `Listed: ${name}` : `Add ${name}`}
                  onClick={() => onAdd(athlete)}
                >
                  {onList ? 'Listed' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
