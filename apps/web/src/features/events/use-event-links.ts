import { useLocation } from 'react-router';
import { useGameMode } from '../game-mode/game-mode-store.ts';
import { cupSlugOfRoute, type EventLinkContext } from './event-links.ts';

/** The link context of the page being shown: the active game mode and the cup its route carries. */
export function useEventLinkContext(): EventLinkContext {
  const gameMode = useGameMode();
  const { pathname, search } = useLocation();
  return { gameMode, cupSlug: cupSlugOfRoute(pathname, search) };
}
