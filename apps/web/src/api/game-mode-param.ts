/** The modes of play (spec §1); `all` is the admin area's mode. */
export type GameMode = 'manager' | 'quickplay' | 'all';

let activeGameMode: GameMode | null = null;

/**
 * The game-mode store pushes its value here rather than the client importing the store,
 * so the HTTP layer stays free of feature modules.
 */
export function setActiveGameMode(mode: GameMode | null): void {
  activeGameMode = mode;
}

export function getActiveGameMode(): GameMode | null {
  return activeGameMode;
}
