/**
 * Spec §3 (A12): W and F both mean women, M men, anything else neutral. The portrait's
 * figure follows it: hair styles and beards are drawn from the figure's own set.
 */
export type Figure = 'm' | 'w' | 'neutral';

export function figureOf(gender: string | null | undefined): Figure {
  const code = gender?.trim().toUpperCase();
  if (code === 'M') return 'm';
  if (code === 'W' || code === 'F') return 'w';
  return 'neutral';
}
