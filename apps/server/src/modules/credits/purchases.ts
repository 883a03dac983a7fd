import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditPurchases } from '../../db/schema/index.ts';
import { moveCredits } from './credit-ledger.ts';

export type PurchaseRow = typeof creditPurchases.$inferSelect;

/** What fulfilling a purchase did: whose credits and the balance left, or nothing (already done). */
export type Fulfilment = { userId: number; balance: number } | null;

/**
 * The one way a paid purchase becomes credits, for every provider: the purchase turns from
 * pending to completed in one conditional update, and only the call that made that change moves
 * its credits, so a repeated or concurrent call changes nothing.
 */
export async function completePurchase(tx: Db, purchaseId: number): Promise<Fulfilment> {
  const [done] = await tx
    .update(creditPurchases)
    .set({ status: 'completed', completedAt: sql`now()` })
    .where(and(eq(creditPurchases.id, purchaseId), eq(creditPurchases.status, 'pending')))
    .returning({ userId: creditPurchases.userId, credits: creditPurchases.credits });
  if (!done) return null;
  const moved = await moveCredits(tx, {
    userId: done.userId,
    amount: done.credits,
    reason: 'purchase',
    reference: `purchase:${purchaseId}`,
  });
  return { userId: done.userId, balance: moved.balance };
}

/** A checkout the player never paid: the purchase stays in the history as expired, with no credits. */
export async function expirePurchase(tx: Db, purchaseId: number): Promise<boolean> {
  const expired = await tx
    .update(creditPurchases)
    .set({ status: 'expired' })
    .where(and(eq(creditPurchases.id, purchaseId), eq(creditPurchases.status, 'pending')))
    .returning({ id: creditPurchases.id });
  return expired.length > 0;
}
