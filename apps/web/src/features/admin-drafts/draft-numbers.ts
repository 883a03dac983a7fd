/**
 * Numbers of the staff draft screens: chances from integer weights (weight ÷ their sum, as
 * INTERFACE.md publishes them) and the gap between a simulation and those chances. They are
 * written with @shred/game's formatPercent and formatPercentPoints, as players' screens are.
 */

/** Each weight's share of their sum; all 0 while the sum is 0. */
export function sharesOf(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + (Number.isFinite(w) && w > 0 ? w : 0), 0);
  return weights.map((w) => (total > 0 && Number.isFinite(w) && w > 0 ? w / total : 0));
}

export interface ObservedVsExpected {
  key: string;
  observed: number;
  expected: number;
}

/**
 * Observed shares of the counts against the expected shares of the weights, per key, and
 * the largest gap between them: how far a run strayed from what staff published.
 */
export function compareShares(
  keys: readonly string[],
  observedCounts: Readonly<Record<string, number>>,
  expectedWeights: Readonly<Record<string, number>>,
): { rows: ObservedVsExpected[]; largestGap: number } {
  const observed = sharesOf(keys.map((k) => observedCounts[k] ?? 0));
  const expected = sharesOf(keys.map((k) => expectedWeights[k] ?? 0));
  const rows = keys.map((key, i) => ({ key, observed: observed[i] ?? 0, expected: expected[i] ?? 0 }));
  const largestGap = rows.reduce((gap, row) => Math.max(gap, Math.abs(row.observed - row.expected)), 0);
  return { rows, largestGap };
}
