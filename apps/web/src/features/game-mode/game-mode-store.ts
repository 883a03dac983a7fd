import { createStore, useStore } from 'zustand';
import { type GameMode, setActiveGameMode } from '../../api/index.ts';
import { addBreadcrumb } from '../../platform/index.ts';
import { GAME_MODE_STORAGE_KEY, resolveGameMode } from './game-mode-rule.ts';

export interface GameModeState {
  mode: GameMode | null;
}

/** The current mode of play (spec §4 Game mode); every API call carries it as `game_mode`. */
export const gameModeStore = createStore<GameModeState>()(() => ({ mode: null }));

export function useGameMode(): GameMode | null {
  return useStore(gameModeStore, (state) => state.mode);
}

interface EvaluateOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  warn?: (message: string) => void;
}

function readStored(storage: EvaluateOptions['storage']): string | null {
  try {
    return storage?.getItem(GAME_MODE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** R4.30's warning goes to error reporting: a first visit to /login has no mode, and that is no error. */
const warnAsBreadcrumb = (message: string) => addBreadcrumb('game-mode', message, { level: 'warning' });

/**
 * Work out the mode for `pathname` and make it current. A mode read from the path is saved,
 * so neutral pages (/profile, /settings) keep the last one (A16); with neither, a warning
 * is raised and the mode stays unset.
 */
export function evaluateGameMode(
  pathname: string,
  { storage = window.localStorage, warn = warnAsBreadcrumb }: EvaluateOptions = {},
): GameMode | null {
  const resolution = resolveGameMode(pathname, readStored(storage));
  if (resolution.source === 'path') {
    try {
      storage?.setItem(GAME_MODE_STORAGE_KEY, resolution.mode);
    } catch {
      // Not saved: the mode still applies to this page.
    }
  }
  if (resolution.source === 'none') warn(`No game mode for ${pathname}: none in the path and none stored.`);
  if (gameModeStore.getState().mode !== resolution.mode) gameModeStore.setState({ mode: resolution.mode });
  setActiveGameMode(resolution.mode);
  return resolution.mode;
}

/** The part of the data router the game mode listens to. */
export interface NavigationSource {
  state: { location: { pathname: string }; navigation: { location?: { pathname: string } | undefined } };
  subscribe(listener: (state: NavigationSource['state']) => void): () => void;
}

/**
 * Evaluate now and on every navigation (R4.31). A navigation is evaluated when it starts, so
 * the loaders and pages of the new route already call the API with the new mode.
 */
export function startGameMode(router: NavigationSource, options: EvaluateOptions = {}): () => void {
  let lastPath = router.state.location.pathname;
  evaluateGameMode(lastPath, options);
  return router.subscribe((state) => {
    const path = state.navigation.location?.pathname ?? state.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    evaluateGameMode(path, options);
  });
}
