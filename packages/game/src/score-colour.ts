/**
 * The athlete score (ASPI) square colour (spec §4 "Follow button", §9, R4.99–R4.101,
 * R9.26–R9.28). A21: red < 35, amber 35 ≤ score < 70, green ≥ 70, also for fractions.
 */
export const SCORE_COLOUR_THRESHOLDS = Object.freeze({ amberFrom: 35, greenFrom: 70 });

export type ScoreColour = 'red' | 'amber' | 'green';

/** The colour for a score; null when there is no score (null, undefined or NaN). */
export function scoreColour(score: number | null | undefined): ScoreColour | null {
  if (score === null || score === undefined || Number.isNaN(score)) return null;
  if (score >= SCORE_COLOUR_THRESHOLDS.greenFrom) return 'green';
  if (score >= SCORE_COLOUR_THRESHOLDS.amberFrom) return 'amber';
  return 'red';
}
