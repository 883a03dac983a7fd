import type { ExtendContractBody, ExtendContractResult } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardInstances } from '../../db/schema/index.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { moveCredits } from '../credits/credit-ledger.ts';
import { CARD_NOT_FOUND, type CardService } from './cards.service.ts';

export const NOT_YOUR_CARD = 'You can only extend the contract of your own cards.';

const notEnoughCredits = (cost: number, games: number, balance: number) =>
  new ApiError(
    402,
    `Not enough credits: ${games} more contract game${games === 1 ? '' : 's'} cost ${cost} credits and your balance is ${balance}.`,
    { fields: { games_to_add: [`Costs ${cost} credits; you have ${balance}.`] } },
  );

/**
 * Extending a card's contract (GAME.md "Economy"): credits per game by tier, taken from the
 * ledger and added to the card in one transaction. The card row and the owner's row are locked,
 * so concurrent extensions queue up and can never spend more than the balance.
 */
export function createContractExtensionService(deps: { db: Db; cards: CardService; staleReads: StaleReads }) {
  const { db, cards, staleReads } = deps;
  return {
    async extend(userId: number, body: ExtendContractBody): Promise<ExtendContractResult> {
      const games = body.games_to_add;
      const outcome = await staleReads.transaction(db, async (tx, stale) => {
        // Servers keep each viewer's cards in memory (the game page shows their contracts).
        stale(readTags.user(userId));
        const [card] = await tx
          .select({ ownerId: cardInstances.ownerId, tier: cardInstances.tier })
          .from(cardInstances)
          .where(eq(cardInstances.id, body.card_instance_id))
          .for('update');
        if (!card) throw notFound(CARD_NOT_FOUND);
        if (card.ownerId !== userId) throw forbidden(NOT_YOUR_CARD);
        const cost = DEFAULT_GAME_CONFIG.cards.extensionCostPerGame[card.tier] * games;
        const spent = await moveCredits(tx, {
          userId,
          amount: -cost,
          reason: 'contract_extension',
          reference: `card:${body.card_instance_id}:+${games}`,
        });
        if (!spent.moved) throw notEnoughCredits(cost, games, spent.balance);
        await tx
          .update(cardInstances)
          .set({ contractGamesLeft: sql`${cardInstances.contractGamesLeft} + ${games}` })
          .where(and(eq(cardInstances.id, body.card_instance_id), eq(cardInstances.ownerId, userId)));
        return { cost, balance: spent.balance };
      });
      const card = await cards.one(body.card_instance_id, userId);
      return { card, cost: outcome.cost, balance: outcome.balance };
    },
  };
}
