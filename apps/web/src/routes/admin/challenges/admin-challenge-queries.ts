import type {
  AdminChallenge,
  AdminChallengeSetDetail,
  ChallengeCreateBody,
  ChallengeImportBody,
  ChallengeSetCreateBody,
  ChallengeSetUpdateBody,
  ChallengeUpdateBody,
} from '@shred/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/index.ts';

/** Staff act on what they see: refetch on every visit rather than trust an older copy. */
const ADMIN_STALE_MS = 0;
/** The most sets a list or a calendar month asks for at once (the contract's page size ceiling). */
export const SETS_PAGE_SIZE = 100;

export const adminChallengeKeys = {
  all: ['admin-challenges'] as const,
  lists: () => [...adminChallengeKeys.all, 'list'] as const,
  list: (page: number) => [...adminChallengeKeys.lists(), 'page', page] as const,
  range: (from: string, to: string) => [...adminChallengeKeys.lists(), 'range', from, to] as const,
  set: (id: number) => [...adminChallengeKeys.all, 'set', id] as const,
};

export const adminChallengeSetPath = (id: number) => `/admin/challenges/${id}`;
export const adminChallengePath = (setId: number, id: number) => `/admin/challenges/${setId}/${id}`;

/** GET admin/challenge-sets/: newest start first, a page at a time. */
export function useChallengeSetListQuery(page: number) {
  return useQuery({
    queryKey: adminChallengeKeys.list(page),
    queryFn: ({ signal }) =>
      call('adminChallengeSetList', { query: { page, page_size: SETS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
}

/** The sets overlapping [from, to): a calendar month with the days of its first and last weeks. */
export function useChallengeSetRangeQuery(from: string, to: string) {
  return useQuery({
    queryKey: adminChallengeKeys.range(from, to),
    queryFn: ({ signal }) =>
      call('adminChallengeSetList', { query: { from, to, page_size: SETS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
}

export function useChallengeSetQuery(id: number) {
  return useQuery({
    queryKey: adminChallengeKeys.set(id),
    queryFn: ({ signal }) => call('adminChallengeSetDetail', { params: { id }, signal }),
    staleTime: ADMIN_STALE_MS,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (set?: AdminChallengeSetDetail) => {
    if (set) queryClient.setQueryData(adminChallengeKeys.set(set.id), set);
    return queryClient.invalidateQueries({ queryKey: adminChallengeKeys.all });
  };
}

export function useCreateChallengeSetMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ChallengeSetCreateBody) => call('adminChallengeSetCreate', { body }),
    onSuccess: (set) => void refresh(set),
  });
}

export function useUpdateChallengeSetMutation(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ChallengeSetUpdateBody) => call('adminChallengeSetUpdate', { params: { id }, body }),
    onSuccess: (set) => void refresh(set),
  });
}

export function useDeleteChallengeSetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('adminChallengeSetDelete', { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminChallengeKeys.set(id) });
      return queryClient.invalidateQueries({ queryKey: adminChallengeKeys.lists() });
    },
  });
}

export function useCreateChallengeMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ChallengeCreateBody) => call('adminChallengeCreate', { body }),
    onSuccess: () => void refresh(),
  });
}

export function useUpdateChallengeMutation(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ChallengeUpdateBody) => call('adminChallengeUpdate', { params: { id }, body }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteChallengeMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (challenge: AdminChallenge) => call('adminChallengeDelete', { params: { id: challenge.id } }),
    onSuccess: () => void refresh(),
  });
}

export function useChallengeImportMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ChallengeImportBody) => call('adminChallengeImport', { body }),
    onSuccess: (result) => {
      if (!result.dry_run) void refresh();
    },
  });
}
