import type { RulesetView } from '@shred/contract';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';
import { useRulesetsQuery } from './catalog-queries.ts';

/** '100 · 80 · 65 · 55 · …' for the first places of a table. */
const TABLE_SHOWN = 6;
const tableText = (points: readonly number[]) =>
  `${points.slice(0, TABLE_SHOWN).join(' · ')}${points.length > TABLE_SHOWN ? ' · …' : ''}`;

function RulesetItem({ ruleset, fresh }: { ruleset: RulesetView; fresh: boolean }) {
  const bonuses = Object.entries(ruleset.bonuses);
  return (
    <li
      className={cx(
        'rounded-xl border bg-surface-2/50 p-3 transition',
        fresh ? 'border-accent ring-2 ring-accent/30' : 'border-line',
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-semibold text-fg">{ruleset.name}</p>
        <span className="font-mono text-xs text-muted">#{ruleset.id}</span>
      </div>
      <p className="mt-1 text-sm tabular-nums text-fg/90">{tableText(ruleset.place_points)}</p>
      <p className="mt-0.5 text-xs text-muted">
        {ruleset.place_points.length} places, then −{ruleset.step} a place, at least {ruleset.min_points}
      </p>
      {bonuses.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Bonuses of ${ruleset.name}`}>
          {bonuses.map(([name, points]) => (
            <li key={name} className="rounded-md bg-lime/15 px-1.5 py-0.5 text-xs font-semibold text-lime">
              {name} +{points}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-xs text-muted">No bonuses</p>
      )}
    </li>
  );
}

/** GET admin/rulesets/: the rulesets games can use; the newest one is highlighted. */
export function RulesetList({ freshId }: { freshId: number | null }) {
  const query = useRulesetsQuery();
  if (query.isPending) return <LoadingBlock label="Loading rulesets…" />;
  if (query.isError) {
    return (
      <FormAlert title="Could not load the rulesets">
        <p>{errorMessage(query.error)}</p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </FormAlert>
    );
  }
  if (query.data.length === 0) {
    return <p className="text-sm text-muted">No rulesets yet: games need one, so create the first here.</p>;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Rulesets">
      {query.data.map((ruleset) => (
        <RulesetItem key={ruleset.id} ruleset={ruleset} fresh={ruleset.id === freshId} />
      ))}
    </ul>
  );
}
