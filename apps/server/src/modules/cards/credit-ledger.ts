import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditLedger, users } from '../../db/schema/index.ts';

export type LedgerRow = typeof creditLedger.$inferSelect;
export type LedgerReason = LedgerRow['reason'];

/**
 * Draft credits (GAME.md "Economy"): every movement is a ledger row and a balance is their
 * sum. The only place that reads or writes the ledger.
 */
export async function creditBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number) })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.balance ?? 0;
}

export const recentLedgerEntries = (db: Db, userId: number, limit: number): Promise<LedgerRow[]> =>
  db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);

/**
 * Take `amount` credits from a user inside the caller's transaction; when the balance is short
 * nothing is written and `spent` is false. The user's row is locked first, so concurrent spends
 * by the same user queue up and each sees the balance the one before left: the balance can
 * never go negative. `balance` is the balance after the call.
 */
export async function spendCredits(
  tx: Db,
  spend: { userId: number; amount: number; reason: LedgerReason; reference: string },
): Promise<{ spent: boolean; balance: number }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, spend.userId)).for('update');
  const balance = await creditBalance(tx, spend.userId);
  if (balance < spend.amount) return { spent: false, balance };
  await tx.insert(creditLedger).values({
    userId: spend.userId,
    amount: -spend.amount,
    reason: spend.reason,
    reference: spend.reference,
  });
  return { spent: true, balance: balance - spend.amount };
}
