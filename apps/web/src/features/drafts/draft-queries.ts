import type { DraftOpening } from '@shred/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { refreshAfterCreditsMoved } from '../credits/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

export const draftKeys = {
  list: ['drafts'] as const,
  detail: (sport: string, tier: string) => ['drafts', sport, tier] as const,
  /** Openings and the seed pair: every opening and every new client seed changes them. */
  mine: ['drafts', 'mine'] as const,
  history: (page: number) => ['drafts', 'mine', 'history', page] as const,
  opening: (id: number) => ['drafts', 'mine', 'opening', id] as const,
  fairness: ['drafts', 'mine', 'fairness'] as const,
};

/** GET drafts/: every sport × tier on sale. */
export function useDraftsQuery() {
  return useQuery({
    queryKey: draftKeys.list,
    queryFn: ({ signal }) => call('draftList', { signal }),
    staleTime: STALE_TIMES.default,
  });
}

/** GET drafts/{sport}/{tier}/: one draft with its sport's pool. */
export function useDraftQuery(sport: string, tier: string) {
  return useQuery({
    queryKey: draftKeys.detail(sport, tier),
    queryFn: ({ signal }) => call('draftDetail', { params: { sport, tier }, signal }),
    staleTime: STALE_TIMES.default,
  });
}

/** GET drafts/history/{id}/: one opening with its proof, so the reveal survives a reload. */
export function useDraftOpeningQuery(id: number) {
  return useQuery({
    queryKey: draftKeys.opening(id),
    queryFn: ({ signal }) => call('draftOpening', { params: { id }, signal }),
    staleTime: STALE_TIMES.default,
  });
}

/** GET drafts/history/?page=: the viewer's openings, newest first. */
export function useDraftHistoryQuery(page: number) {
  return useQuery({
    queryKey: draftKeys.history(page),
    queryFn: ({ signal }) => call('draftHistory', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });
}

/** GET drafts/fairness/: the viewer's current seed pair. */
export function useFairnessQuery() {
  return useQuery({
    queryKey: draftKeys.fairness,
    queryFn: ({ signal }) => call('draftFairness', { signal }),
    staleTime: STALE_TIMES.default,
  });
}

/**
 * POST drafts/open/ with the intent's Idempotency-Key. The answer is the opening; it is stored
 * as the reveal page will read it, and the balance, cards and seed pair are refreshed.
 */
export function useOpenDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sport, tier, idempotencyKey }: { sport: string; tier: string; idempotencyKey: string }) =>
      call('draftOpen', {
        body: { sport, tier: tier as DraftOpening['tier'] },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: async () => {
      await Promise.all([
        refreshAfterCreditsMoved(queryClient, { cards: true }),
        queryClient.invalidateQueries({ queryKey: draftKeys.mine }),
      ]);
    },
  });
}

/** PUT drafts/fairness/: reveal the current server seed and start a new pair. */
export function useRotateSeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => call('draftRotateSeed', { body: { client_seed: clientSeed } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: draftKeys.mine });
    },
  });
}
