import type { GameDetail } from '@shred/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fantasyGames, teams } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import type { GameService } from '../events/games.service.ts';
import { lockGame } from './game-lookup.ts';

export const COMPLETE_BY_FINALISING =
  'A game completes when its results are final: finalise it from the results page, which also spends contract games.';

/**
 * Staff force a game's status (GAME.md: transitions "can be forced by staff"). Opening early
 * and closing again are allowed; closing is refused once teams are in, so nobody's entry
 * disappears, and while opens_at has passed, since the schedule would reopen it at once. Completion is never forced here: it must go through finalising the results.
 */
export function createGameStatusAdminService(deps: {
  db: Db;
  games: GameService;
  now: () => number;
  staleReads: StaleReads;
}) {
  const { db, games, now } = deps;
  return {
    async force(gameId: number, status: 'UPC' | 'OPN' | 'CPL', viewerId: number): Promise<GameDetail> {
      await deps.staleReads.transaction(db, async (tx, stale) => {
        // The calendar sorts events by whether a game is open.
        stale(readTags.events, readTags.game(gameId));
        // A game that does not exist is a 404 whatever the status asked.
        const game = await lockGame(tx, gameId);
        if (status === 'CPL') throw conflict(COMPLETE_BY_FINALISING, { status: [COMPLETE_BY_FINALISING] });
        if (game.status === status) return;
        if (status === 'UPC') {
          if (game.opensAt.getTime() <= now()) {
            throw conflict(
              'Its entry window has already started, so the schedule would open it again: set a later opens_at first.',
              { status: ['Move opens_at to the future first.'] },
            );
          }
          const [entered] = await tx.select({ n: count() }).from(teams).where(eq(teams.gameId, gameId));
          if ((entered?.n ?? 0) > 0) {
            throw conflict('Teams are already entered in this game, so it cannot go back to upcoming.', {
              status: ['The game has teams.'],
            });
          }
        }
        await tx.update(fantasyGames).set({ status }).where(eq(fantasyGames.id, gameId));
      });
      return games.detail(gameId, viewerId);
    },
  };
}
