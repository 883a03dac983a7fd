import { GamePage } from '../manager/events/game-page.tsx';

/** `/quickplay/events/{slug}/{gameId}` 'Game Details': the game page in quickplay mode. */
export function QuickplayGamePage() {
  return <GamePage mode="quickplay" />;
}
