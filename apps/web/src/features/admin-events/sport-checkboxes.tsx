import type { Sport } from '@shred/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useSportsQuery } from './catalog-queries.ts';

interface SportCheckboxesProps {
  field: UseFormRegisterReturn<'sports'>;
  error?: string | undefined;
  /** Sports that cannot be unticked (the event has games in them), with the reason. */
  locked?: ReadonlyMap<string, string>;
}

interface SportChoiceProps {
  sport: Sport;
  field: SportCheckboxesProps['field'];
  lockedReason: string | undefined;
}

/**
 * A locked sport stays ticked by refusing the click rather than by `disabled`: a disabled
 * checkbox would drop out of the submitted list, and the server would read that as removing it.
 */
function SportChoice({ sport, field, lockedReason }: SportChoiceProps) {
  const reasonId = lockedReason ? `sport-${sport.slug}-locked` : undefined;
  return (
    <label className="relative flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm font-medium text-fg transition has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-2 has-focus-visible:outline-accent">
      <input
        type="checkbox"
        value={sport.slug}
        aria-disabled={lockedReason ? true : undefined}
        aria-describedby={reasonId}
        onClick={lockedReason ? (event) => event.preventDefault() : undefined}
        className="size-4 accent-[var(--accent)]"
        {...field}
      />
      <span className="min-w-0">
        {sport.name}
        {lockedReason ? (
          <span id={reasonId} className="block text-xs font-normal text-muted">
            {lockedReason}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** The event's sports as a group of checkboxes, loaded from GET sports/. */
export function SportCheckboxes({ field, error, locked }: SportCheckboxesProps) {
  const sports = useSportsQuery();
  const errorId = 'event-sports-error';
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-fg">Sports</legend>
      {sports.isPending ? <Spinner label="Loading sports…" className="text-accent" /> : null}
      {sports.isError ? (
        <p className="text-sm text-danger">
          Could not load the sports: {errorMessage(sports.error)}{' '}
          <Button size="sm" variant="ghost" onClick={() => void sports.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {sports.data ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {sports.data.map((sport) => (
            <SportChoice
              key={sport.slug}
              sport={sport}
              field={field}
              lockedReason={locked?.get(sport.slug)}
            />
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
