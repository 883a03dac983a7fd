/** Manager levels from XP (GAME.md "Levels"), lowest first with the XP each one starts at. */
export const LEVEL_THRESHOLDS = [
  { name: 'Grom', minXp: 0 },
  { name: 'Local', minXp: 500 },
  { name: 'Ripper', minXp: 2000 },
  { name: 'Pro', minXp: 6000 },
  { name: 'Legend', minXp: 15000 },
] as const;

export type LevelName = (typeof LEVEL_THRESHOLDS)[number]['name'];

export function levelForXp(xp: number): LevelName {
  let level: LevelName = 'Grom';
  for (const threshold of LEVEL_THRESHOLDS) {
    if (xp >= threshold.minXp) level = threshold.name;
  }
  return level;
}
