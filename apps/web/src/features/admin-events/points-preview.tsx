import { ordinal, placePoints, type Ruleset, rulesetProblems } from '@shred/game';
import { useId } from 'react';

/** How many places past the table the preview shows, so the step and the minimum are visible. */
const PAST_TABLE = 4;

/** Points by finishing place under a ruleset, as the scoring reads it; nothing while the ruleset is broken. */
export function PointsPreview({ ruleset, label = 'Points by place' }: { ruleset: Ruleset; label?: string }) {
  const captionId = useId();
  if (rulesetProblems(ruleset).length > 0) {
    return <p className="text-xs text-muted">Fix the points above to see the points by place.</p>;
  }
  const places = Array.from({ length: ruleset.placePoints.length + PAST_TABLE }, (_, i) => i + 1);
  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-xs font-medium uppercase tracking-wider text-muted">
        {label}
      </figcaption>
      <ol className="mt-2 flex flex-wrap gap-1.5">
        {places.map((place) => (
          <li
            key={place}
            className={`flex min-w-14 flex-col items-center rounded-lg border px-2 py-1 ${
              place > ruleset.placePoints.length
                ? 'border-dashed border-line text-muted'
                : 'border-line bg-surface-2 text-fg'
            }`}
          >
            <span className="text-[11px] text-muted">{ordinal(place)}</span>
            <span className="font-semibold tabular-nums">{placePoints(place, ruleset)}</span>
          </li>
        ))}
        <li className="self-center px-1 text-xs text-muted">
          then −{ruleset.dropPerPlaceAfterTable} a place, at least {ruleset.minimumPoints}
        </li>
      </ol>
    </figure>
  );
}
