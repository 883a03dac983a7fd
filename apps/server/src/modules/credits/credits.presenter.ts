import type { LedgerMovement, ListPageQuery, Purchase } from '@shred/contract';
import type { LedgerRow } from './credit-ledger.ts';
import type { PurchaseRow } from './purchases.ts';

export const presentMovement = (row: LedgerRow): LedgerMovement => ({
  id: row.id,
  amount: row.amount,
  reason: row.reason,
  reference: row.reference,
  balance_after: row.balanceAfter,
  created_at: row.createdAt.toISOString(),
});

export const presentPurchase = (row: PurchaseRow): Purchase => ({
  id: row.id,
  bundle_id: row.bundleId,
  credits: row.credits,
  price_cents: row.priceCents,
  currency: row.currency,
  status: row.status,
  provider: row.provider,
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
});

/** A page of a list (INTERFACE.md conventions): the number of the next page, null on the last. */
export const pageOf = <T>(query: ListPageQuery, count: number, results: T[]) => ({
  count,
  next: query.page * query.page_size < count ? query.page + 1 : null,
  results,
});
