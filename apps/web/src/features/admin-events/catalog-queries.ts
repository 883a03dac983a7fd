import type { RulesetCreateBody } from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { ADMIN_STALE_MS } from './admin-event-queries.ts';

export const catalogKeys = {
  sports: ['sports'] as const,
  rulesets: ['admin-rulesets'] as const,
};

/** GET sports/: every sport with its disciplines; they change only with a release. */
export function useSportsQuery() {
  return useQuery({
    queryKey: catalogKeys.sports,
    queryFn: ({ signal }) => call('sportList', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET admin/rulesets/. */
export function useRulesetsQuery() {
  return useQuery({
    queryKey: catalogKeys.rulesets,
    queryFn: ({ signal }) => call('rulesetList', { signal }),
    staleTime: ADMIN_STALE_MS,
  });
}

/** POST admin/rulesets/. */
export function useCreateRulesetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RulesetCreateBody) => call('rulesetCreate', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogKeys.rulesets }),
  });
}
