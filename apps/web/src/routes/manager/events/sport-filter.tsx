import { errorMessage } from '../../../api/index.ts';
import { useSportsQuery } from '../../../features/events/sports-query.ts';
import { cx } from '../../../ui/class-names.ts';
import { Spinner } from '../../../ui/spinner.tsx';

interface SportFilterProps {
  /** The chosen sport's slug, or null for every sport. */
  value: string | null;
  onChange: (sport: string | null) => void;
}

const chip = (pressed: boolean) =>
  cx(
    'h-9 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition',
    pressed
      ? 'border-accent bg-accent/15 text-fg'
      : 'border-line bg-surface text-muted hover:border-accent/60 hover:text-fg',
  );

/** A row of sport chips from GET sports/; on phones it scrolls sideways. */
export function SportFilter({ value, onChange }: SportFilterProps) {
  const sports = useSportsQuery();

  if (sports.isPending) {
    return (
      <div className="flex h-9 items-center text-muted">
        <Spinner size="sm" label="Loading sports…" />
      </div>
    );
  }
  if (sports.isError) {
    return (
      <p className="text-sm text-muted">
        The sport filter is not available: {errorMessage(sports.error)}{' '}
        <button
          type="button"
          className="font-semibold text-accent underline"
          onClick={() => sports.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  return (
    <fieldset className="-mx-(--gutter) flex min-w-0 gap-2 overflow-x-auto px-(--gutter) pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
      <legend className="sr-only">Sport</legend>
      <button
        type="button"
        aria-pressed={value === null}
        className={chip(value === null)}
        onClick={() => onChange(null)}
      >
        All sports
      </button>
      {sports.data.map((sport) => (
        <button
          key={sport.slug}
          type="button"
          aria-pressed={value === sport.slug}
          className={chip(value === sport.slug)}
          onClick={() => onChange(sport.slug)}
        >
          {sport.name}
        </button>
      ))}
    </fieldset>
  );
}
