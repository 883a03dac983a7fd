import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A user whose credits do not add up: balance row, ledger sum and last balance_after disagree. */
export interface LedgerMismatch {
  userId: number;
  balance: number | null;
  ledgerSum: number | null;
  lastBalanceAfter: number | null;
}

/**
 * GAME.md "Invariants": for every user, the ledger's sum = the balance_after of their last row =
 * credit_balances.balance ≥ 0. Answers every user for whom that fails (none when all is well).
 */
export async function auditLedger(db: Db): Promise<LedgerMismatch[]> {
  const result = await db.execute(sql`
    select coalesce(b.user_id, l.user_id) as user_id, b.balance, l.ledger_sum, l.last_after
    from credit_balances b
    full outer join (
      select user_id, sum(amount) as ledger_sum, (array_agg(balance_after order by id desc))[1] as last_after
      from credit_ledger group by user_id
    ) l on l.user_id = b.user_id
    where b.balance is null or l.ledger_sum is null or b.balance < 0
       or b.balance <> l.ledger_sum or b.balance <> l.last_after`);
  // Both drivers (node-postgres and PGlite) answer raw SQL with its rows under `rows`.
  const { rows } = result as unknown as {
    rows: Array<{
      user_id: number;
      balance: number | null;
      ledger_sum: string | number | null;
      last_after: number | null;
    }>;
  };
  return rows.map((r) => ({
    userId: Number(r.user_id),
    balance: r.balance === null ? null : Number(r.balance),
    ledgerSum: r.ledger_sum === null ? null : Number(r.ledger_sum),
    lastBalanceAfter: r.last_after === null ? null : Number(r.last_after),
  }));
}
