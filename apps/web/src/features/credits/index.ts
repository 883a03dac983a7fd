export { BalanceChip } from './balance-chip.tsx';
export { bundleSaving, formatCredits, formatMovement, REASON_LABELS } from './credit-format.ts';
export {
  creditsKeys,
  refreshAfterCreditsMoved,
  useCreditBundlesQuery,
  useCreditsQuery,
  useLedgerQuery,
  usePurchaseCreditsMutation,
  usePurchaseQuery,
  usePurchasesQuery,
} from './credits-queries.ts';
export { useIdempotencyKey } from './idempotency-key.ts';
export { LedgerLine } from './ledger-line.tsx';
export { ListSkeleton } from './list-skeleton.tsx';
export { ShortOfCredits, SpendActions, SpendForm, SpendSummary } from './spend-form.tsx';
