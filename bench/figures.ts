export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** What the figure is measured against, for the human-readable table. */
  goal?: string;
}

/** A human table first, then one `NAME VALUE UNIT` line per figure for scripts. */
export function printFigures(figures: Figure[]): void {
  const width = Math.max(...figures.map((f) => f.name.length), 4);
  console.log(`\n${'figure'.padEnd(width)}  ${'value'.padStart(12)}  unit     goal`);
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(width)}  ${String(f.value).padStart(12)}  ${f.unit.padEnd(7)}  ${f.goal ?? ''}`,
    );
  }
  console.log('');
  for (const f of figures) console.log(`${f.name} ${f.value} ${f.unit}`);
}

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));
