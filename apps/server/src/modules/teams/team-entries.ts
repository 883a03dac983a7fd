import { teamsAllowedPerGame } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { isPremium } from '../subscriptions/premium.ts';

/**
 * How many teams a manager may enter in one game and mode, decided here only: 1, or 3 while
 * they hold premium (a trial, a plan, or a cancelled plan before its end). Asked inside the
 * team-create transaction; the entry-number unique index settles concurrent creates.
 */
export async function entriesAllowedPerGame(tx: Db, userId: number, at: Date): Promise<number> {
  return teamsAllowedPerGame(await isPremium(tx, userId, at));
}
