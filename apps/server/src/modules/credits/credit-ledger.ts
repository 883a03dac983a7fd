import type { CreditReason } from '@shred/contract';
import { formatCount } from '@shred/game';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditBalances, creditLedger } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';

/**
 * The most credits a balance holds: past it a JSON number (and so every client) could no longer
 * tell one amount from the next. The columns are bigint, which holds it with room to spare.
 */
export const BALANCE_MAX = Number.MAX_SAFE_INTEGER;

/** Says nothing of the balance: in a sale the buyer reads it, and the balance is the seller's. */
const balanceFull = () =>
  conflict(
    `This would take a balance past ${formatCount(BALANCE_MAX)} credits, the most an account can hold. Nothing moved.`,
  );

export type LedgerRow = typeof creditLedger.$inferSelect;

/** One movement of credits: positive in, negative out, with why and what it belongs to. */
export interface CreditMove {
  userId: number;
  amount: number;
  reason: CreditReason;
  reference: string;
}

/** A move that happened: the ledger row and the balance it left; `moved` is false when short. */
export type MoveOutcome =
  | { moved: true; balance: number; entryId: number }
  | { moved: false; balance: number };

/**
 * Draft credits (GAME.md "Economy"): the one writer of money. A balance lives in
 * credit_balances and every change to it is written with its ledger row, in the caller's
 * transaction, so the ledger's sum is always the balance.
 */
export async function creditBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId));
  return row?.balance ?? 0;
}

export const recentLedgerEntries = (db: Db, userId: number, limit: number): Promise<LedgerRow[]> =>
  db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(limit);

/**
 * Move credits inside the caller's transaction. A spend is one conditional update
 * (`balance + amount >= 0`): the row lock it takes makes concurrent spends of one user queue,
 * and each re-checks the balance the one before left, so a balance never goes below zero.
 * Nothing is written when the balance is short. A credit that would take the balance past
 * BALANCE_MAX is refused the same way, with a 409 that rolls the caller's transaction back.
 */
export async function moveCredits(tx: Db, move: CreditMove): Promise<MoveOutcome> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0) {
    throw new Error(`A credit move needs a whole, non-zero amount, not ${move.amount}`);
  }
  const [after] =
    move.amount > 0
      ? await tx
          .insert(creditBalances)
          .values({ userId: move.userId, balance: move.amount })
          .onConflictDoUpdate({
            target: creditBalances.userId,
            set: { balance: sql`${creditBalances.balance} + ${move.amount}`, updatedAt: sql`now()` },
            setWhere: sql`${creditBalances.balance} <= ${BALANCE_MAX - move.amount}`,
          })
          .returning({ balance: creditBalances.balance })
      : await tx
          .update(creditBalances)
          .set({ balance: sql`${creditBalances.balance} + ${move.amount}`, updatedAt: sql`now()` })
          .where(
            sql`${creditBalances.userId} = ${move.userId} and ${creditBalances.balance} + ${move.amount} >= 0`,
          )
          .returning({ balance: creditBalances.balance });
  if (!after) {
    if (move.amount > 0) throw balanceFull();
    return { moved: false, balance: await creditBalance(tx, move.userId) };
  }
  const [entry] = await tx
    .insert(creditLedger)
    .values({ ...move, balanceAfter: after.balance })
    .returning({ id: creditLedger.id });
  if (!entry) throw new Error('Writing a ledger row returned nothing');
  return { moved: true, balance: after.balance, entryId: entry.id };
}

/**
 * Several moves in one transaction (a sale: buyer, seller, fee), taken in user id order so two
 * transactions touching the same users lock them in the same order and cannot deadlock. All or
 * nothing: when one is short, it throws `ShortBalance` and the caller's transaction rolls back.
 */
export async function moveCreditsTogether(tx: Db, moves: CreditMove[]): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  for (const move of [...moves].sort((a, b) => a.userId - b.userId)) {
    const outcome = await moveCredits(tx, move);
    if (!outcome.moved) throw new ShortBalance(move.userId, -move.amount, outcome.balance);
    balances.set(move.userId, outcome.balance);
  }
  return balances;
}

export class ShortBalance extends Error {
  readonly userId: number;
  readonly needed: number;
  readonly balance: number;
  constructor(userId: number, needed: number, balance: number) {
    super(`User ${userId} needs ${needed} credits and has ${balance}`);
    this.userId = userId;
    this.needed = needed;
    this.balance = balance;
  }
}

/**
 * First credits of many users at once (demo seeding): each user's first movement, written with
 * its balance row in two statements instead of a move per user. Refuses users who already
 * hold a balance, whose ledger would then no longer add up.
 */
export async function grantFirstCredits(tx: Db, grants: CreditMove[]): Promise<void> {
  if (grants.length === 0) return;
  if (grants.some((g) => !Number.isInteger(g.amount) || g.amount <= 0)) {
    throw new Error('First credits must be whole and positive');
  }
  const created = await tx
    .insert(creditBalances)
    .values(grants.map((g) => ({ userId: g.userId, balance: g.amount })))
    .onConflictDoNothing()
    .returning({ userId: creditBalances.userId });
  if (created.length !== grants.length)
    throw new Error('First credits granted to a user who already has a balance');
  await tx.insert(creditLedger).values(grants.map((g) => ({ ...g, balanceAfter: g.amount })));
}
