import type { InsightAthlete } from '@shred/contract';

export const INSIGHT_SORTS = ['ownership', 'captaincy'] as const;
export type InsightSort = (typeof INSIGHT_SORTS)[number];

/**
 * Athletes by the chosen share, largest first; equal shares by the other share, then by
 * name, so the order never depends on how the answer listed them.
 */
export function sortAthletes(athletes: readonly InsightAthlete[], by: InsightSort): InsightAthlete[] {
  const other: InsightSort = by === 'ownership' ? 'captaincy' : 'ownership';
  return [...athletes].sort(
    (a, b) =>
      b[by] - a[by] || b[other] - a[other] || a.name.localeCompare(b.name) || a.athlete_id - b.athlete_id,
  );
}
