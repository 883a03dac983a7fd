import type { Athlete } from '@shred/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SearchIcon } from '../admin-events/admin-icons.tsx';
import { fieldClasses } from '../admin-events/field-classes.ts';
import { useDebouncedValue } from '../admin-events/use-debounced-value.ts';
import { AthleteAvatar } from '../athletes/index.ts';
import { usePoolCandidatesQuery, useUpdatePoolMutation } from './admin-draft-queries.ts';

const SEARCH_DELAY_MS = 250;
/** A new athlete's weight until staff tune it: the pool's typical weight, else 100. */
export const NEW_ATHLETE_WEIGHT = 100;

interface PoolAdderProps {
  sport: { slug: string; name: string };
  inPool: ReadonlySet<number>;
  newWeight: number;
}

/** Find an athlete of the sport (GET athletes/?sport=&q=) and add them to its pool. */
export function PoolAdder({ sport, inPool, newWeight }: PoolAdderProps) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = usePoolCandidatesQuery(sport.slug, q);
  const add = useUpdatePoolMutation();
  const results = search.data?.results ?? [];

  const addAthlete = (athlete: Athlete) =>
    add.mutate({ sport: sport.slug, athlete_id: athlete.id, weight: newWeight });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="font-semibold text-fg">
        Add an athlete
      </h2>
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          Find {sport.name.toLowerCase()} athletes
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted" />
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={`Find ${sport.name.toLowerCase()} athletes`}
          autoComplete="off"
          maxLength={80}
          className={fieldClasses({ size: 'search' })}
        />
      </div>
      <p aria-live="polite" className="flex min-h-5 items-center gap-2 text-xs text-muted">
        {search.data ? `New athletes join with weight ${newWeight}; tune it in the list.` : null}
        {search.isFetching ? <Spinner size="sm" label="Searching…" className="text-accent" /> : null}
      </p>
      {search.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not search the athletes: {errorMessage(search.error)}
        </p>
      ) : null}
      {add.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not add the athlete: {errorMessage(add.error)}
        </p>
      ) : null}
      {search.data && results.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          No {sport.name.toLowerCase()} athletes match “{q}”.
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
          {results.map((athlete) => {
            const name = `${athlete.first_name} ${athlete.last_name}`;
            const listed = inPool.has(athlete.id);
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
                  variant={listed ? 'ghost' : 'secondary'}
                  disabled={listed}
                  loading={add.isPending && add.variables?.athlete_id === athlete.id}
                  icon={listed ? undefined : <PlusIcon width={16} height={16} />}
                  aria-label={listed ? `In pool: ${name}` : `Add ${name} to the pool`}
                  onClick={() => addAthlete(athlete)}
                >
                  {listed ? 'In pool' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
