/**
 * A scoring ruleset (GAME.md "Scoring and ranking"): points per finishing place plus named
 * bonuses. Points are whole numbers; the default lives in DEFAULT_GAME_CONFIG.ruleset.
 */
export interface Ruleset {
  /** Points for 1st, 2nd, … place; index 0 is 1st. */
  readonly placePoints: readonly number[];
  /** Points lost per place after the last place in the table. */
  readonly dropPerPlaceAfterTable: number;
  /** Every starter (an athlete with a place) earns at least this. */
  readonly minimumPoints: number;
  /** Bonus name → points, e.g. bestRun (best single run/wave of a round), madeFinal. */
  readonly bonuses: Readonly<Record<string, number>>;
}

const isPoints = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** Everything wrong with a ruleset, as messages naming the broken rule; empty when valid. */
export function rulesetProblems(ruleset: Ruleset): string[] {
  const problems: string[] = [];
  if (ruleset.placePoints.length === 0) problems.push('placePoints: give points for at least 1st place');
  ruleset.placePoints.forEach((value, i) => {
    if (!isPoints(value)) problems.push(`placePoints: place ${i + 1} must be a whole number ≥ 0`);
    const previous = ruleset.placePoints[i - 1];
    if (previous !== undefined && value > previous) {
      problems.push(`placePoints: place ${i + 1} must not earn more than place ${i}`);
    }
  });
  if (!isPoints(ruleset.dropPerPlaceAfterTable)) {
    problems.push('dropPerPlaceAfterTable must be a whole number ≥ 0');
  }
  if (!isPoints(ruleset.minimumPoints)) problems.push('minimumPoints must be a whole number ≥ 0');
  for (const [name, value] of Object.entries(ruleset.bonuses)) {
    if (name.trim() === '') problems.push('bonuses: a bonus needs a name');
    if (!isPoints(value)) problems.push(`bonuses: ${name} must be a whole number ≥ 0`);
  }
  return problems;
}

/**
 * Points for a finishing place (1-based): the table value, then −drop per place after the
 * table, never below the starter minimum. Throws on a place that is not a positive integer.
 */
export function placePoints(place: number, ruleset: Ruleset): number {
  if (!Number.isSafeInteger(place) || place < 1) {
    throw new RangeError(`place must be a whole number ≥ 1, got ${place}`);
  }
  const table = ruleset.placePoints;
  const fromTable = table[place - 1];
  const last = table.at(-1) ?? 0;
  const raw = fromTable ?? last - ruleset.dropPerPlaceAfterTable * (place - table.length);
  return Math.max(ruleset.minimumPoints, raw);
}

/** Points of one named bonus; throws on a name the ruleset does not define. */
export function bonusPoints(name: string, ruleset: Ruleset): number {
  if (!Object.hasOwn(ruleset.bonuses, name)) {
    throw new RangeError(`unknown bonus '${name}' (ruleset has: ${Object.keys(ruleset.bonuses).join(', ')})`);
  }
  return ruleset.bonuses[name] ?? 0;
}
