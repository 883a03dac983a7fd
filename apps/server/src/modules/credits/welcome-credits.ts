import { WELCOME_CREDITS } from '@shred/game';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditLedger } from '../../db/schema/index.ts';
import { moveCredits } from './credit-ledger.ts';

/**
 * The welcome grant (GAME.md "Economy"): enough credits for one common draft, once per account,
 * in the transaction that finishes onboarding. That transaction has updated the user's row, so a
 * concurrent finish waits for it and then finds the grant (the partial unique index
 * credit_ledger_welcome_once is the last guard). Answers whether it granted.
 */
export async function grantWelcomeCredits(tx: Db, userId: number): Promise<boolean> {
  const [already] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'welcome')))
    .limit(1);
  if (already) return false;
  await moveCredits(tx, { userId, amount: WELCOME_CREDITS, reason: 'welcome', reference: 'onboarding' });
  return true;
}
