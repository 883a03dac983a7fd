import type { Throttle } from '../../platform/throttle.ts';

/** How many of each money-moving write one user may make a minute. */
export interface MoneyMovesPerMinute {
  draftOpening: number;
  marketBuy: number;
  creditPurchase: number;
}

/**
 * The limits unless configured: a real player opens a draft every few seconds at most, buys a
 * handful of cards in a sitting and a bundle now and then; a script on one account is held well
 * below what it could otherwise write to the ledger.
 */
export const DEFAULT_MONEY_MOVES_PER_MINUTE: Readonly<MoneyMovesPerMinute> = {
  draftOpening: 30,
  marketBuy: 60,
  creditPurchase: 10,
};

export type MoneyMove = keyof MoneyMovesPerMinute;

/**
 * Count one money move of a user, or refuse it with 429. Called before the move's transaction,
 * in a statement of its own: a refused call moves nothing, and a counted one stays counted
 * whether or not its move then succeeds (an idempotent replay counts too).
 */
export type CountMoneyMove = (move: MoneyMove, userId: number) => Promise<void>;

export const createMoneyMoveLimits =
  (throttle: Throttle, perMinute: MoneyMovesPerMinute): CountMoneyMove =>
  (move, userId) =>
    throttle.hit(`money-move:${move}:user:${userId}`, perMinute[move], 60);
