import type { Finalise } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import type { Scorer } from '../scoring/scoring.service.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { awardPlacingXp } from '../xp/xp-awards.ts';
import { spendContractsStatement } from './contract-spend.sql.ts';
import { createResultQueries } from './results.queries.ts';

export const NO_RESULTS_YET = 'This game has no results yet: import results before completing it.';

export interface FinaliseDeps {
  db: Db;
  scorer: Scorer;
  now: () => number;
  staleReads: StaleReads;
}

/**
 * Complete a game (status CPL, "results final"): rescore it for the last time and spend the
 * contract games of its cards, all in one transaction. Idempotent: finalising a complete game
 * rescores it (which changes nothing) and spends nothing again.
 */
export function createFinaliseService({ db, scorer, now, staleReads }: FinaliseDeps) {
  return {
    async finalise(gameId: number): Promise<Finalise> {
      const outcome = await staleReads.transaction(db, async (tx, stale) => {
        // Complete moves the event in the calendar, the game shows its status, and its cards
        // (of any number of owners) each spend a contract game.
        stale(readTags.events, readTags.game(gameId), readTags.cards);
        const queries = createResultQueries(tx);
        const game = await queries.game(gameId);
        if (!game) throw notFound('This game does not exist.');
        if (game.status === 'UPC') throw conflict('This game has not opened yet, so it cannot be finalised.');
        // Completing without results would score every team 0 and still spend their cards.
        if (!(await queries.hasResults(gameId))) throw conflict(NO_RESULTS_YET);
        await queries.complete(gameId);
        if (game.status !== 'CPL') await publish(tx, domainEvent('game.completed', { game_id: gameId }));
        // Scored inline rather than by a queued job: the game must not show complete before its
        // final board is, and this is one call per game, so it may take the pass's seconds.
        await scorer.pass(tx, gameId, { force: true });
        // Placing XP by the final board; the ledger gives it once even when finalised again.
        const placed = await awardPlacingXp(tx, gameId);
        stale(...placed.map((award) => readTags.user(award.userId)));
        const [spent] = await queryRows<{ spent: number }>(
          tx,
          spendContractsStatement(gameId, new Date(now())),
        );
        return { wasComplete: game.status === 'CPL', cardsSpent: spent?.spent ?? 0 };
      });
      // Housekeeping once the game is complete (committed above): a concurrent finalising of
      // the same game, or the drop-old-boards job, may be detaching the same old board, and the
      // loser of that race must not turn a finished finalise into an error. Whichever caller
      // wins drops the board; a database that fails outright fails the read below.
      await scorer.dropOldBoards(db).catch(() => 0);
      const [game] = await createResultQueries(db).games([gameId]);
      if (!game) throw notFound('This game does not exist.');
      return {
        detail: outcome.wasComplete
          ? `${game.name} was already complete: rescored; ${outcome.cardsSpent} cards had not spent their contract game yet and did now.`
          : `${game.name} is complete: ${game.teams} teams scored, ${outcome.cardsSpent} cards spent a contract game.`,
        game: { id: game.id, name: game.name, status: game.status, teams_scored: game.teams },
        cards_spent: outcome.cardsSpent,
      };
    },
  };
}
