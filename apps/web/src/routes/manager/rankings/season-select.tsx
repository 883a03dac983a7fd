import { useId } from 'react';

interface SeasonSelectProps {
  seasons: readonly string[];
  value: string;
  onChange: (season: string) => void;
}

/** Which season's ranking to show; offered only when there is more than one season. */
export function SeasonSelect({ seasons, value, onChange }: SeasonSelectProps) {
  const id = useId();
  if (seasons.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-muted">
        Season
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-xl border border-line bg-surface-2 px-3 text-sm font-semibold text-fg focus-visible:outline-2 focus-visible:outline-accent"
      >
        {seasons.map((season) => (
          <option key={season} value={season}>
            {season}
          </option>
        ))}
      </select>
    </div>
  );
}
