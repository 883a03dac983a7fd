import type { Athlete } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { ATHLETE_NAME_MIN_LETTERS, useAthleteNameSearch } from '../athletes/athlete-name-search.ts';
import {
  AthleteResults,
  AthleteSearchInput,
  AthleteSearchStatus,
  useAthleteSearchText,
} from '../athletes/athlete-search-field.tsx';
import { AthleteAvatar } from '../athletes/index.ts';

const SEARCH_SIZE = 6;

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
  const { text, setText, q: typed } = useAthleteSearchText();
  const q = typed.trim();
  const search = useAthleteNameSearch(q, SEARCH_SIZE);
  const results = q.length >= ATHLETE_NAME_MIN_LETTERS ? (search.data?.results ?? []) : [];
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
      <AthleteSearchInput
        id={id}
        text={text}
        onText={setText}
        placeholder="Type a first or last name"
        invalid={Boolean(error)}
        describedBy={cx(errorId, `${id}-status`) || undefined}
      />
      <AthleteSearchStatus id={`${id}-status`} fetching={search.isFetching} error={search.error}>
        {q.length < 2
          ? 'At least 2 letters.'
          : search.data
            ? search.data.count === 0
              ? `No athlete is called “${q}”.`
              : `${formatCount(search.data.count)} found${search.data.count > results.length ? `, best ${results.length} shown` : ''}.`
            : null}
      </AthleteSearchStatus>
      <AthleteResults
        athletes={results}
        detail={(athlete) => `${athlete.primary_sport.name} · ${athlete.nationality.ioc}`}
        onPick={(athlete) => {
          onChange(athlete);
          setText('');
        }}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
