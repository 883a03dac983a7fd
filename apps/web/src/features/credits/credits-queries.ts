import type { PurchaseResult } from '@shred/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import { myCardsKeys } from '../teams/index.ts';

export const creditsKeys = {
  /** GET cards/credits/: the balance; every write that moves credits makes it stale. */
  all: ['credits'] as const,
  bundles: ['credits', 'bundles'] as const,
  ledger: (page: number) => ['credits', 'ledger', page] as const,
  purchases: (page: number) => ['credits', 'purchases', page] as const,
};

/** GET cards/credits/: the balance and the extension cost per game of each tier. */
export function useCreditsQuery() {
  return useQuery({
    queryKey: creditsKeys.all,
    queryFn: ({ signal }) => call('credits', { signal }),
    staleTime: STALE_TIMES.default,
  });
}

/** GET cards/credits/bundles/: change only with a release. */
export function useCreditBundlesQuery() {
  return useQuery({
    queryKey: creditsKeys.bundles,
    queryFn: ({ signal }) => call('creditBundles', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET cards/credits/ledger/?page=: the viewer's movements, newest first. */
export function useLedgerQuery(page: number) {
  return useQuery({
    queryKey: creditsKeys.ledger(page),
    queryFn: ({ signal }) => call('creditLedger', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });
}

/** GET cards/credits/purchases/?page=. */
export function usePurchasesQuery(page: number) {
  return useQuery({
    queryKey: creditsKeys.purchases(page),
    queryFn: ({ signal }) => call('creditPurchases', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });
}

/**
 * Everything a spend or a purchase changes: the balance, the ledger and purchases (all under
 * ['credits']) and, when cards were minted, the viewer's cards.
 */
export async function refreshAfterCreditsMoved(
  queryClient: ReturnType<typeof useQueryClient>,
  { cards = false } = {},
) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
    cards ? queryClient.invalidateQueries({ queryKey: myCardsKeys.all }) : null,
  ]);
}

/** POST cards/credits/purchase/ with the intent's Idempotency-Key, so a retried click buys once. */
export function usePurchaseCreditsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bundleId, idempotencyKey }: { bundleId: string; idempotencyKey: string }) =>
      call('purchaseCredits', {
        body: { bundle_id: bundleId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: async (result: PurchaseResult) => {
      if (result.status === 'completed') await refreshAfterCreditsMoved(queryClient);
    },
  });
}

/** How often, and how many times, a purchase waiting for the payment provider is looked at again (2 minutes). */
const PENDING_PURCHASE_POLL_MS = 2_000;
const PENDING_PURCHASE_POLLS = 60;

/**
 * One purchase, on returning from checkout: looked up among the newest purchases and looked at
 * again while it waits for the provider; its completion refreshes the balance.
 */
export function usePurchaseQuery(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['credits', 'purchase', id] as const,
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const page = await call('creditPurchases', { query: { page: 1 }, signal });
      const purchase = page.results.find((p) => p.id === id) ?? null;
      if (purchase?.status === 'completed')
        await queryClient.invalidateQueries({ queryKey: creditsKeys.all, exact: true });
      return purchase;
    },
    // A checkout left without paying stays pending until the provider expires it: stop asking after a while.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < PENDING_PURCHASE_POLLS
        ? PENDING_PURCHASE_POLL_MS
        : false,
  });
}
