import type { AdminDraft, AdminDraftBody, AdminPoolBody, DraftKey, SimulateBody } from '@shred/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { ADMIN_STALE_MS } from '../admin-events/admin-event-queries.ts';

export const adminDraftKeys = {
  all: ['admin-drafts'] as const,
  list: () => [...adminDraftKeys.all, 'list'] as const,
  pool: (sport: string) => [...adminDraftKeys.all, 'pool', sport] as const,
  /** The players' view of the drafts, which a staff change also changes. */
  onSale: ['drafts'] as const,
};

/** GET admin/drafts/: every sport × tier draft, on sale or not. */
export function useAdminDraftsQuery() {
  return useQuery({
    queryKey: adminDraftKeys.list(),
    queryFn: ({ signal }) => call('adminDraftList', { signal }),
    staleTime: ADMIN_STALE_MS,
  });
}

/** PUT admin/drafts/{sport}/{tier}/: the saved draft replaces its row in the list. */
export function useUpdateDraftMutation(key: DraftKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDraftBody) => call('adminDraftUpdate', { params: key, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminDraft[]>(adminDraftKeys.list(), (list) =>
        list?.map((draft) => (draft.sport === saved.sport && draft.tier === saved.tier ? saved : draft)),
      );
      void queryClient.invalidateQueries({ queryKey: adminDraftKeys.onSale });
    },
  });
}

/** GET admin/drafts/pool/?sport=: the sport's pool with names and weights. */
export function useDraftPoolQuery(sport: string) {
  return useQuery({
    queryKey: adminDraftKeys.pool(sport),
    queryFn: ({ signal }) => call('adminDraftPool', { query: { sport }, signal }),
    enabled: sport !== '',
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** PUT admin/drafts/pool/: answers the sport's whole pool, which replaces the cached one. */
export function useUpdatePoolMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPoolBody) => call('adminDraftPoolUpdate', { body }),
    onSuccess: (pool, body) => {
      queryClient.setQueryData(adminDraftKeys.pool(body.sport), pool);
      void queryClient.invalidateQueries({ queryKey: adminDraftKeys.onSale });
    },
  });
}

/** POST admin/drafts/simulate/: a run of openings with random seeds; nothing is stored. */
export function useSimulateMutation() {
  return useMutation({
    mutationFn: (body: SimulateBody) => call('adminDraftSimulate', { body }),
  });
}

const FINDER_SIZE = 8;

/** GET athletes/?sport=&q=: athletes of the sport to add to its pool, highest ASPI first. */
export function usePoolCandidatesQuery(sport: string, q: string) {
  return useQuery({
    queryKey: ['admin-pool-candidates', sport, q] as const,
    queryFn: ({ signal }) =>
      call('athleteList', {
        query: { sport, page_size: FINDER_SIZE, ...(q.trim() ? { q: q.trim() } : {}) },
        signal,
      }),
    enabled: sport !== '',
    placeholderData: keepPreviousData,
  });
}
