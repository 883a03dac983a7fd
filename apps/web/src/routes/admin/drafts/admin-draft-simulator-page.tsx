import { SIMULATE_OPENINGS_MAX, simulateBodySchema } from '@shred/contract';
import { CARD_TIERS, type CardTier, formatCount } from '@shred/game';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/index.ts';
import {
  useDraftPoolQuery,
  useSimulateMutation,
} from '../../../features/admin-drafts/admin-draft-queries.ts';
import { DraftsSubnav } from '../../../features/admin-drafts/drafts-subnav.tsx';
import { SimulationResults } from '../../../features/admin-drafts/simulation-results.tsx';
import { SportPicker } from '../../../features/admin-drafts/sport-picker.tsx';
import { useSportsQuery } from '../../../features/admin-events/catalog-queries.ts';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';

const DEFAULT_OPENINGS = '10000';

/** /admin/drafts/simulator 'Draft Simulator': N openings drawn and counted, nothing stored (staff, R2.73). */
export function AdminDraftSimulatorPage() {
  const sports = useSportsQuery();
  const [chosenSport, setSport] = useState('');
  const sport = chosenSport || (sports.data?.[0]?.slug ?? '');
  const [tier, setTier] = useState<CardTier>('common');
  const [openings, setOpenings] = useState(DEFAULT_OPENINGS);
  const [openingsError, setOpeningsError] = useState<string | null>(null);
  const simulate = useSimulateMutation();
  const pool = useDraftPoolQuery(simulate.variables?.sport ?? '');

  const run = (event: FormEvent) => {
    event.preventDefault();
    const typed = openings.replaceAll(',', '').trim();
    const parsed = simulateBodySchema.safeParse({
      sport,
      tier,
      openings: typed === '' ? Number.NaN : Number(typed),
    });
    if (!parsed.success) {
      setOpeningsError(parsed.error.issues[0]?.message ?? 'Give a number of openings.');
      return;
    }
    setOpeningsError(null);
    simulate.mutate(parsed.data);
  };
  const serverFieldError =
    simulate.error instanceof ApiError ? simulate.error.fields.openings?.join(' ') : undefined;
  const ran = simulate.variables;

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Draft Simulator"
        subtitle="Draw many openings at once and compare them with the published odds"
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      />
      <DraftsSubnav />
      <Card className="mb-6">
        <form onSubmit={run} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
            {sports.data ? (
              <SportPicker sports={sports.data} value={sport} onChange={setSport} />
            ) : (
              <p className="text-sm text-muted">
                {sports.isError ? errorMessage(sports.error) : 'Loading sports…'}
              </p>
            )}
            <SelectField
              label="Draft tier"
              value={tier}
              onChange={(e) => setTier(e.target.value as CardTier)}
            >
              {CARD_TIERS.map((t) => (
                <option key={t} value={t}>
                  {TIER_LABELS[t]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Openings"
              inputMode="numeric"
              value={openings}
              onChange={(e) => {
                setOpenings(e.target.value);
                setOpeningsError(null);
              }}
              error={openingsError ?? serverFieldError}
              hint={`1 to ${formatCount(SIMULATE_OPENINGS_MAX)}`}
            />
            <Button type="submit" loading={simulate.isPending} disabled={!sport} className="sm:mt-7">
              Run simulation
            </Button>
          </div>
          <p className="text-sm text-muted">
            Each opening uses a fresh random seed and the draft's current odds and pool. Nothing is stored: no
            cards, no credits, no openings.
          </p>
        </form>
      </Card>
      <section aria-labelledby="results-title" aria-busy={simulate.isPending} className="flex flex-col gap-4">
        <h2 id="results-title" className="font-display text-2xl font-bold uppercase italic text-fg">
          Results
          {ran && simulate.data ? (
            <span className="ml-2 text-base font-semibold normal-case not-italic text-muted">
              {sports.data?.find((s) => s.slug === ran.sport)?.name ?? ran.sport} · {TIER_LABELS[ran.tier]}{' '}
              draft
            </span>
          ) : null}
        </h2>
        {simulate.isPending ? (
          <div
            role="status"
            className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-6"
          >
            <Spinner label={null} className="text-accent" />
            <p className="text-fg">
              Drawing {formatCount(simulate.variables?.openings ?? 0)} openings… large runs take a few
              seconds.
            </p>
          </div>
        ) : null}
        {simulate.isError && !serverFieldError ? (
          <FormAlert title="The simulation did not run">{errorMessage(simulate.error)}</FormAlert>
        ) : null}
        {simulate.data && !simulate.isPending ? (
          <Card>
            <SimulationResults simulation={simulate.data} names={pool.data ?? []} />
          </Card>
        ) : null}
        {simulate.isIdle ? (
          <p className="rounded-2xl border border-dashed border-line px-6 py-10 text-center text-sm text-muted">
            Choose a sport, a draft tier and how many openings, then run the simulation.
          </p>
        ) : null}
      </section>
    </div>
  );
}
