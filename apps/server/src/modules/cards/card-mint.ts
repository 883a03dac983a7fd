import type { CardTier } from '@shred/game';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardInstances } from '../../db/schema/index.ts';

export interface NewCard {
  athleteId: number;
  tier: CardTier;
  season: string;
  ownerId: number | null;
  contractGamesLeft: number;
}

/**
 * Mint one card inside the caller's transaction with the next serial of its athlete × tier ×
 * season. The advisory lock serialises mints of the same series (starter squads, drafts and
 * the market bot can run at once), so two cards never race for one serial.
 */
export async function mintCard(tx: Db, card: NewCard): Promise<number> {
  const series = `card-serial:${card.athleteId}:${card.tier}:${card.season}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${series}, 0))`);
  const [last] = await tx
    .select({ serial: sql<number>`coalesce(max(${cardInstances.serial}), 0)`.mapWith(Number) })
    .from(cardInstances)
    .where(
      and(
        eq(cardInstances.athleteId, card.athleteId),
        eq(cardInstances.tier, card.tier),
        eq(cardInstances.season, card.season),
      ),
    );
  const [minted] = await tx
    .insert(cardInstances)
    .values({ ...card, serial: (last?.serial ?? 0) + 1 })
    .returning({ id: cardInstances.id });
  if (!minted) throw new Error('Minting a card returned no row');
  return minted.id;
}
