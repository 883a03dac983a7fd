import type { Db } from '../../db/client.ts';
import { notify } from '../../db/notifications.ts';

/** The channel on which every server process hears which games' scores changed. */
export const LIVE_RESULTS_CHANNEL = 'live_results';

/**
 * Inside the transaction that makes a game's new board current (or withdraws it): once it
 * commits, every process tells its open live streams; a rollback tells nobody.
 */
export async function announceResult(tx: Db, gameId: number): Promise<void> {
  await notify(tx, LIVE_RESULTS_CHANNEL, String(gameId));
}
