import type { GameMode } from '../../api/index.ts';

/** Local storage key of the last game mode (spec §3 "Local storage: game mode"). */
export const GAME_MODE_STORAGE_KEY = 'gameMode';

const GAME_MODES: readonly GameMode[] = ['manager', 'quickplay', 'all'];

export const isGameMode = (value: unknown): value is GameMode =>
  typeof value === 'string' && (GAME_MODES as readonly string[]).includes(value);

const AREAS: ReadonlyArray<[prefix: string, mode: GameMode]> = [
  ['/manager', 'manager'],
  ['/quickplay', 'quickplay'],
  ['/admin', 'all'],
];

/** Spec §4 Game mode: /manager → manager, /quickplay → quickplay, /admin → all, else none. */
export function gameModeFromPath(pathname: string): GameMode | null {
  for (const [prefix, mode] of AREAS) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return mode;
  }
  return null;
}

export type GameModeResolution =
  | { mode: GameMode; source: 'path' | 'stored' }
  | { mode: null; source: 'none' };

/** The path decides when it can; otherwise the last stored mode (A16); otherwise none. */
export function resolveGameMode(pathname: string, stored: string | null): GameModeResolution {
  const derived = gameModeFromPath(pathname);
  if (derived) return { mode: derived, source: 'path' };
  if (isGameMode(stored)) return { mode: stored, source: 'stored' };
  return { mode: null, source: 'none' };
}
