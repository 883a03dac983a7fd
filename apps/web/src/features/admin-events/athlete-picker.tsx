import type { Athlete, SportRef } from '@shred/contract';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import {
  AthleteResults,
  AthleteSearchEmpty,
  AthleteSearchInput,
  AthleteSearchStatus,
  useAthleteSearchText,
} from '../athletes/athlete-search-field.tsx';
import { useAthleteSearchQuery } from './athlete-search-query.ts';
import { athleteName } from './startlist-rows.ts';

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
  const { text, setText, q } = useAthleteSearchText();
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
        <AthleteSearchInput
          id={inputId}
          text={text}
          onText={setText}
          placeholder="First or last name"
          withIcon
        />
      </div>
      <AthleteSearchStatus fetching={search.isFetching} error={search.error}>
        {search.data
          ? `${search.data.count === 1 ? '1 athlete' : `${search.data.count} athletes`} found${
              search.data.count > results.length ? `, best ${results.length} by ASPI shown` : ''
            }`
          : null}
      </AthleteSearchStatus>
      {search.data && results.length === 0 ? (
        <AthleteSearchEmpty>
          No {sport.name.toLowerCase()} athletes in this field match “{q}”.
        </AthleteSearchEmpty>
      ) : null}
      <AthleteResults
        athletes={results}
        detail={(athlete) => `${athlete.nationality.ioc} · ASPI ${Math.round(athlete.aspi)}`}
        action={(athlete) => {
          const name = athleteName(athlete);
          const onList = listed.has(athlete.id);
          return (
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
          );
        }}
      />
    </section>
  );
}
