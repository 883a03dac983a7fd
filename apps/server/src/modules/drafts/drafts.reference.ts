import { CARD_TIERS, DEFAULT_DRAFTS } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { draftConfigs } from '../../db/schema/index.ts';

/**
 * Every sport × tier gets its default draft (price and odds of DEFAULT_DRAFTS), so staff find
 * them all to configure. Idempotent: a draft staff changed keeps its changes.
 */
export async function seedDefaultDrafts(db: Db, sportIds: readonly number[]): Promise<void> {
  const rows = sportIds.flatMap((sportId) =>
    CARD_TIERS.map((tier) => ({
      sportId,
      tier,
      price: DEFAULT_DRAFTS[tier].price,
      odds: DEFAULT_DRAFTS[tier].odds.map((o) => ({ tier: o.tier, weight: o.weight })),
    })),
  );
  if (rows.length > 0) await db.insert(draftConfigs).values(rows).onConflictDoNothing();
}
