import type { Athlete } from '@shred/contract';
import { formatCount } from '@shred/game';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { SearchIcon } from '../admin-events/admin-icons.tsx';
import { fieldClasses } from '../admin-events/field-classes.ts';
import { ATHLETE_NAME_MIN_LETTERS, useAthleteNameSearch } from '../athletes/athlete-name-search.ts';
import { AthleteSearchStatus, useAthleteSearchText } from '../athletes/athlete-search-field.tsx';
import { AthleteAvatar } from '../athletes/index.ts';

const RESULTS_SHOWN = 8;

/** The athlete fields a pick is shown and sent with. */
export type ClaimedAthlete = Pick<
  Athlete,
  'id' | 'slug' | 'first_name' | 'last_name' | 'avatar' | 'gender' | 'primary_sport' | 'nationality'
>;

const detailOf = (athlete: ClaimedAthlete) => `${athlete.primary_sport.name} · ${athlete.nationality.ioc}`;

interface AthleteComboboxProps {
  label: string;
  value: ClaimedAthlete | null;
  onChange: (athlete: ClaimedAthlete | null) => void;
  error?: string | undefined;
}

/**
 * Find yourself by name and pick: a combobox (arrow keys move through the matches, Enter picks,
 * Escape closes), then the chosen athlete with their picture and a way to change it.
 */
export function AthleteCombobox({ label, value, onChange, error }: AthleteComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const errorId = error ? `${id}-error` : undefined;
  const { text, setText, q: typed } = useAthleteSearchText();
  const q = typed.trim();
  const search = useAthleteNameSearch(q, RESULTS_SHOWN);
  const results = q.length >= ATHLETE_NAME_MIN_LETTERS ? (search.data?.results ?? []) : [];
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const open = !closed && results.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (athlete: ClaimedAthlete) => {
    onChange(athlete);
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setClosed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter' && open && results[active]) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setClosed(true);
      setActive(-1);
    }
  };

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-fg">{label}</span>
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-2">
          <AthleteAvatar athlete={value} size="md" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold" data-testid="picked-athlete">
              {value.first_name} {value.last_name}
            </span>
            <span className="block text-xs text-muted">{detailOf(value)}</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Change the athlete (${value.first_name} ${value.last_name})`}
            onClick={() => onChange(null)}
          >
            Change
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={cx(errorId, statusId) || undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setClosed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          placeholder="Your first or last name"
          autoComplete="off"
          maxLength={80}
          className={fieldClasses({ invalid: Boolean(error), size: 'search' })}
        />
      </div>
      <AthleteSearchStatus id={statusId} fetching={search.isFetching} error={search.error}>
        {q.length < ATHLETE_NAME_MIN_LETTERS
          ? `Type at least ${ATHLETE_NAME_MIN_LETTERS} letters of your name.`
          : search.data
            ? search.data.count === 0
              ? `No athlete is called “${q}”.`
              : `${formatCount(search.data.count)} found${search.data.count > results.length ? `, best ${results.length} shown` : ''}. Use the arrow keys and Enter to pick.`
            : null}
      </AthleteSearchStatus>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Athletes found"
          className="flex flex-col divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface"
        >
          {results.map((athlete, index) => (
            // Keyboard users pick from the field (arrows and Enter); the option takes clicks and taps.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys.
            <div
              key={athlete.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(athlete)}
              className={cx(
                'flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-surface-2',
                index === active && 'bg-surface-2 outline-2 -outline-offset-2 outline-accent',
              )}
            >
              <AthleteAvatar athlete={athlete} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-fg">
                  {athlete.first_name} {athlete.last_name}
                </span>
                <span className="block text-xs text-muted">{detailOf(athlete)}</span>
              </span>
            </div>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
