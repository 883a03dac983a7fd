import type { AdminPoolEntry, Simulation } from '@shred/contract';
import { CARD_TIERS, type CardTier, formatCount, formatPercent, formatPercentPoints } from '@shred/game';
import { BarChart, type BarSeries } from '../../ui/charts/bar-chart.tsx';
import { TIER_LABELS, TierBadge } from '../athletes/index.ts';
import { compareShares } from './draft-numbers.ts';

const SERIES: readonly BarSeries[] = [
  { key: 'observed', label: 'Drawn', fillClassName: 'fill-accent', swatchClassName: 'bg-accent' },
  { key: 'expected', label: 'Published', fillClassName: 'fill-muted/35', swatchClassName: 'bg-muted/35' },
];

/** How many athletes the distribution shows: the likeliest by weight. */
export const TOP_ATHLETES = 10;

interface SimulationResultsProps {
  simulation: Simulation;
  /** The sport's pool with names, to label the athletes. */
  names: readonly AdminPoolEntry[];
}

/** A simulation's tiers and athletes against the published odds and pool weights, with the gaps. */
export function SimulationResults({ simulation, names }: SimulationResultsProps) {
  const cards = Object.values(simulation.tiers).reduce((sum, n) => sum + (n ?? 0), 0);
  const tiers = compareShares(
    CARD_TIERS,
    simulation.tiers,
    Object.fromEntries(simulation.odds.map((o) => [o.tier, o.weight])),
  );
  const athleteKeys = simulation.pool.map((p) => String(p.athlete_id));
  const athletes = compareShares(
    athleteKeys,
    Object.fromEntries(simulation.athletes.map((a) => [String(a.athlete_id), a.count])),
    Object.fromEntries(simulation.pool.map((p) => [String(p.athlete_id), p.weight])),
  );
  const nameOf = new Map(names.map((n) => [String(n.athlete_id), `${n.first_name} ${n.last_name}`]));
  const top = [...athletes.rows]
    .sort((a, b) => b.expected - a.expected || b.observed - a.observed)
    .slice(0, TOP_ATHLETES);

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Openings" value={formatCount(simulation.openings)} />
        <Figure label="Cards drawn" value={formatCount(cards)} />
        <Figure
          label="Largest tier gap"
          value={formatPercentPoints(tiers.largestGap, { signed: false })}
          hint="Drawn vs published, in percentage points"
        />
        <Figure
          label="Largest athlete gap"
          value={formatPercentPoints(athletes.largestGap, { signed: false })}
          hint={`Over all ${formatCount(athleteKeys.length)} athletes of the pool`}
        />
      </dl>
      <BarChart
        title="Tiers drawn vs published odds"
        series={SERIES}
        format={formatPercent}
        data={tiers.rows
          .filter((row) => row.expected > 0 || row.observed > 0)
          .map((row) => ({
            key: row.key,
            label: (
              <span className="flex flex-col items-center gap-0.5">
                <TierBadge tier={row.key as CardTier} />
                <span className="tabular-nums">{formatPercentPoints(row.observed - row.expected)}</span>
              </span>
            ),
            text: `${TIER_LABELS[row.key as CardTier]} (${formatPercentPoints(row.observed - row.expected)})`,
            values: { observed: row.observed, expected: row.expected },
          }))}
      />
      <BarChart
        title={`Top ${Math.min(TOP_ATHLETES, top.length)} athletes by weight`}
        description="Each athlete's share of the cards drawn vs their share of the pool's weight."
        orientation="horizontal"
        series={SERIES}
        format={formatPercent}
        data={top.map((row) => ({
          key: row.key,
          label: nameOf.get(row.key) ?? `Athlete ${row.key}`,
          text: nameOf.get(row.key) ?? `Athlete ${row.key}`,
          values: { observed: row.observed, expected: row.expected },
        }))}
      />
    </div>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 px-3 py-2.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-display text-2xl font-bold text-fg tabular-nums">{value}</dd>
      {hint ? <dd className="text-[11px] leading-tight text-muted">{hint}</dd> : null}
    </div>
  );
}
