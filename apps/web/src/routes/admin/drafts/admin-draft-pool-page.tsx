import { formatCount } from '@shred/game';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { useDraftPoolQuery } from '../../../features/admin-drafts/admin-draft-queries.ts';
import { DraftsSubnav } from '../../../features/admin-drafts/drafts-subnav.tsx';
import { NEW_ATHLETE_WEIGHT, PoolAdder } from '../../../features/admin-drafts/pool-adder.tsx';
import { PoolRow } from '../../../features/admin-drafts/pool-row.tsx';
import { SportPicker } from '../../../features/admin-drafts/sport-picker.tsx';
import { useSportsQuery } from '../../../features/admin-events/catalog-queries.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { UsersIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock, Spinner } from '../../../ui/spinner.tsx';

/** The middle weight of the pool: what a newcomer joins with, so they are neither rare nor common. */
function typicalWeight(weights: readonly number[]): number {
  const sorted = [...weights].filter((w) => w > 0).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NEW_ATHLETE_WEIGHT;
}

/** /admin/drafts/pool 'Draft Pool': the athletes each sport's drafts draw from, by weight (staff, R2.72). */
export function AdminDraftPoolPage() {
  const [params, setParams] = useSearchParams();
  const sports = useSportsQuery();
  const sport = params.get('sport') ?? sports.data?.[0]?.slug ?? '';
  const sportName = sports.data?.find((s) => s.slug === sport)?.name ?? sport;
  const pool = useDraftPoolQuery(sport);
  // Weights being typed, by athlete: every chance on the list follows them before saving.
  const [typed, setTyped] = useState<ReadonlyMap<number, number>>(new Map());
  const entries = pool.data ?? [];
  const weightOf = (athleteId: number, saved: number) => typed.get(athleteId) ?? saved;
  const total = entries.reduce((sum, e) => sum + weightOf(e.athlete_id, e.weight), 0);
  const inPool = useMemo(() => new Set(entries.map((e) => e.athlete_id)), [entries]);
  const sorted = [...entries].sort((a, b) => b.weight - a.weight || a.last_name.localeCompare(b.last_name));

  const onTyped = (athleteId: number, weight: number | null) =>
    setTyped((current) => {
      const next = new Map(current);
      if (weight === null) next.delete(athleteId);
      else next.set(athleteId, weight);
      return next;
    });

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Draft Pool"
        subtitle="The athletes a sport's drafts draw from: the higher the weight, the likelier the card"
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      />
      <DraftsSubnav />
      {sports.isError ? (
        <FormAlert title="Could not load the sports">{errorMessage(sports.error)}</FormAlert>
      ) : null}
      {sports.data ? (
        <SportPicker
          sports={sports.data}
          value={sport}
          onChange={(slug) => {
            setTyped(new Map());
            setParams({ sport: slug }, { replace: true });
          }}
          className="mb-5 max-w-xs"
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="pool-title" className="min-w-0">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="pool-title" className="font-display text-2xl font-bold uppercase italic text-fg">
              {sportName} pool
            </h2>
            <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
              {pool.data
                ? `${entries.length === 1 ? '1 athlete' : `${entries.length} athletes`} · total weight ${formatCount(total)}`
                : null}
              {pool.isFetching && pool.data ? <Spinner size="sm" label="Updating the pool…" /> : null}
            </p>
          </div>
          {pool.isPending && sport ? <LoadingBlock label="Loading the pool…" /> : null}
          {pool.isError ? (
            <FormAlert title="Could not load the pool">
              <p>{errorMessage(pool.error)}</p>
              <Button size="sm" variant="secondary" className="mt-3" onClick={() => void pool.refetch()}>
                Try again
              </Button>
            </FormAlert>
          ) : null}
          {pool.data && entries.length === 0 ? (
            <EmptyState icon={<UsersIcon />} title={`No ${sportName.toLowerCase()} athletes in the pool`}>
              Drafts of this sport cannot be opened until the pool holds athletes. Add some with the search.
            </EmptyState>
          ) : null}
          {sorted.length > 0 ? (
            <Card padded={false}>
              <ul className="flex flex-col divide-y divide-line">
                {sorted.map((entry) => (
                  <PoolRow
                    key={`${entry.sport}-${entry.athlete_id}-${entry.weight}`}
                    entry={entry}
                    share={total > 0 ? weightOf(entry.athlete_id, entry.weight) / total : 0}
                    onTyped={onTyped}
                  />
                ))}
              </ul>
            </Card>
          ) : null}
        </section>
        {sport ? (
          <Card className="lg:sticky lg:top-6">
            <PoolAdder
              sport={{ slug: sport, name: sportName }}
              inPool={inPool}
              newWeight={typicalWeight(entries.map((e) => e.weight))}
            />
          </Card>
        ) : null}
      </div>
    </div>
  );
}
