import { teamsAllowedPerGame } from '@shred/game';

/**
 * How many teams a manager may enter in one game and mode, decided here only: 1, or 3 with
 * premium. Nobody holds premium until subscriptions exist, so every manager gets the standard
 * number; the subscription check belongs in this function when it does.
 */
export function entriesAllowedPerGame(): number {
  return teamsAllowedPerGame(false);
}
