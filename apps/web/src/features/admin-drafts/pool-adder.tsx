import type { Athlete } from '@shred/contract';
import { useId } from 'react';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import {
  AthleteResults,
  AthleteSearchEmpty,
  AthleteSearchInput,
  AthleteSearchStatus,
  useAthleteSearchText,
} from '../athletes/athlete-search-field.tsx';
import { usePoolCandidatesQuery, useUpdatePoolMutation } from './admin-draft-queries.ts';

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
  const { text, setText, q } = useAthleteSearchText();
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
        <AthleteSearchInput
          id={`${id}-q`}
          text={text}
          onText={setText}
          placeholder={`Find ${sport.name.toLowerCase()} athletes`}
          withIcon
        />
      </div>
      <AthleteSearchStatus fetching={search.isFetching} error={search.error}>
        {search.data ? `New athletes join with weight ${newWeight}; tune it in the list.` : null}
      </AthleteSearchStatus>
      {add.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not add the athlete: {errorMessage(add.error)}
        </p>
      ) : null}
      {search.data && results.length === 0 ? (
        <AthleteSearchEmpty>
          No {sport.name.toLowerCase()} athletes match “{q}”.
        </AthleteSearchEmpty>
      ) : null}
      <AthleteResults
        athletes={results}
        detail={(athlete) => `${athlete.nationality.ioc} · ASPI ${Math.round(athlete.aspi)}`}
        action={(athlete) => {
          const name = `${athlete.first_name} ${athlete.last_name}`;
          const listed = inPool.has(athlete.id);
          return (
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
          );
        }}
      />
    </section>
  );
}
