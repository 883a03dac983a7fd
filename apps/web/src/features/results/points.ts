/** '×1.5', '×1.05', '×1': multipliers with only the decimals they need. */
export function formatMultiplier(multiplier: number): string {
  return `×${Number(multiplier.toFixed(2))}`;
}
