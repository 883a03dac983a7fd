import {
  bandCutoff,
  DEFAULT_GAME_CONFIG,
  XP_FOR_JOINING_GAME,
  type XpReason,
  xpForPlacing,
} from '@shred/game';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';

export interface XpAward {
  userId: number;
  reason: XpReason;
  /** The game (or later the challenge) it was earned on; one award per user, reason and reference. */
  reference: number;
  amount: number;
}

/**
 * Record awards in the XP ledger and raise each user's XP by the awards that were new, in one
 * statement inside the caller's transaction. The ledger's key refuses a repeat: a concurrent
 * writer of the same award waits on the key and then inserts nothing, so its user's XP is
 * raised once however often the event is handled. Returns the awards that were new.
 */
export async function awardXp(
  tx: Db,
  awards: readonly XpAward[],
): Promise<{ userId: number; amount: number }[]> {
  // In one order (user, then reference) so two writers of overlapping awards take the
  // ledger's key locks in the same order and cannot deadlock.
  const given = awards
    .filter((award) => award.amount > 0)
    .toSorted((a, b) => a.userId - b.userId || a.reference - b.reference || a.reason.localeCompare(b.reason));
  if (given.length === 0) return [];
  const rows = await queryRows<{ user_id: number; amount: number }>(
    tx,
    sql`with awarded as (
          insert into xp_awards (user_id, reason, reference, amount)
          select * from unnest(
            ${intArray(given.map((a) => a.userId))}::int[],
            ${`{${given.map((a) => a.reason).join(',')}}`}::text[],
            ${intArray(given.map((a) => a.reference))}::int[],
            ${intArray(given.map((a) => a.amount))}::int[])
          on conflict do nothing
          returning user_id, amount),
        totals as (select user_id, sum(amount)::int as amount from awarded group by user_id)
        update users set xp = users.xp + totals.amount, updated_at = now()
        from totals where users.id = totals.user_id
        returning users.id as user_id, totals.amount`,
  );
  return rows.map((row) => ({ userId: row.user_id, amount: row.amount }));
}

/** A manager's first manager-mode team in a game earns the joining XP (further ones nothing). */
export function awardJoiningXp(tx: Db, userId: number, gameId: number) {
  return awardXp(tx, [{ userId, reason: 'joined_game', reference: gameId, amount: XP_FOR_JOINING_GAME }]);
}

/**
 * When a game completes, each manager earns the placing XP of their best manager-mode rank on
 * its final board (a premium manager's several teams earn once, by the best of them). The
 * field is every manager-mode team on the board. Reads only the ranks that can earn anything.
 */
export async function awardPlacingXp(tx: Db, gameId: number, rewards = DEFAULT_GAME_CONFIG.rewards) {
  const [field] = await queryRows<{ teams: number }>(
    tx,
    sql`select count(*)::int as teams from current_standings where game_id = ${gameId} and mode = 'manager'`,
  );
  const fieldSize = field?.teams ?? 0;
  const widest = rewards.at(-1);
  if (fieldSize === 0 || !widest) return [];
  const best = await queryRows<{ user_id: number; rank: number }>(
    tx,
    sql`select user_id, min(rank)::int as rank from current_standings
        where game_id = ${gameId} and mode = 'manager' and rank <= ${bandCutoff(widest, fieldSize)}
        group by user_id`,
  );
  return awardXp(
    tx,
    best.map((row) => ({
      userId: row.user_id,
      reason: 'placed_game' as const,
      reference: gameId,
      amount: xpForPlacing(row.rank, fieldSize, rewards),
    })),
  );
}
