import type { OddsEntry } from '@shred/contract';
import { formatPercent } from '@shred/game';
import { TIER_LABELS } from '../athletes/index.ts';
import { sortedOdds } from './draft-odds.ts';
import { tierFill } from './tier-look.ts';

/** A draft's published odds: one bar per tier, its length the chance, with the percentage. */
export function OddsBars({ odds }: { odds: readonly OddsEntry[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {sortedOdds(odds).map((entry) => (
        <li
          key={entry.tier}
          data-tier={entry.tier}
          className="grid grid-cols-[6rem_1fr_4rem] items-center gap-3"
        >
          <span className="text-sm font-semibold">{TIER_LABELS[entry.tier]}</span>
          <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-surface-2">
            <span
              className="block h-full rounded-full"
              style={{ width: `${Math.max(entry.probability * 100, 1)}%`, ...tierFill(entry.tier) }}
            />
          </span>
          <span className="text-right font-display text-lg font-bold tabular-nums">
            {formatPercent(entry.probability)}
          </span>
        </li>
      ))}
    </ul>
  );
}
