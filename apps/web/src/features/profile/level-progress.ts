import { LEVEL_THRESHOLDS, type LevelName } from '@shred/game';

export interface LevelProgress {
  level: LevelName;
  /** The next level and the XP it starts at; null at the top level. */
  next: { name: LevelName; minXp: number } | null;
  /** Share of the way from the current level's start to the next one, 0–1 (1 at the top). */
  fraction: number;
}

/** Where an XP total sits between two levels (GAME.md "Levels"), for the progress bar. */
export function levelProgress(xp: number): LevelProgress {
  const index = LEVEL_THRESHOLDS.findLastIndex((threshold) => xp >= threshold.minXp);
  const current = LEVEL_THRESHOLDS[Math.max(index, 0)] ?? LEVEL_THRESHOLDS[0];
  const next = LEVEL_THRESHOLDS[Math.max(index, 0) + 1];
  if (!next) return { level: current.name, next: null, fraction: 1 };
  const fraction = (Math.max(xp, current.minXp) - current.minXp) / (next.minXp - current.minXp);
  return { level: current.name, next: { name: next.name, minXp: next.minXp }, fraction };
}
