import { REFERRAL_CREDITS } from '@shred/game';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditLedger, users } from '../../db/schema/index.ts';
import { moveCredits } from '../credits/credit-ledger.ts';

/**
 * The referral reward (GAME.md "Referrals"): an invitee finishing onboarding pays their inviter
 * REFERRAL_CREDITS, once. It runs in the transaction that finishes onboarding, with the
 * invitee's row locked, so a second finish waits and then finds the ledger row. Answers
 * whether it paid.
 */
export async function grantReferralReward(tx: Db, inviteeId: number): Promise<boolean> {
  const [invitee] = await tx
    .select({ inviterId: users.inviterId })
    .from(users)
    .where(eq(users.id, inviteeId))
    .for('update');
  const inviterId = invitee?.inviterId;
  if (!inviterId || inviterId === inviteeId) return false;
  const [inviter] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, inviterId), isNull(users.deletedAt)));
  if (!inviter) return false;
  const reference = `referral:${inviteeId}`;
  const [paid] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, inviterId),
        eq(creditLedger.reason, 'referral'),
        eq(creditLedger.reference, reference),
      ),
    )
    .limit(1);
  if (paid) return false;
  await moveCredits(tx, { userId: inviterId, amount: REFERRAL_CREDITS, reason: 'referral', reference });
  return true;
}
