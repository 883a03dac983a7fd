import type { SurveyCreateBody, SurveyUpdateBody } from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { ADMIN_STALE_MS } from '../admin-events/admin-event-queries.ts';

export const adminSurveyKeys = {
  all: ['surveys', 'admin'] as const,
  list: ['surveys', 'admin', 'list'] as const,
  responses: (id: number, page: number) => ['surveys', 'admin', 'responses', id, page] as const,
};

/** GET admin/surveys/: every survey, newest first. */
export function useAdminSurveysQuery() {
  return useQuery({
    queryKey: adminSurveyKeys.list,
    queryFn: ({ signal }) => call('adminSurveyList', { signal }),
    staleTime: ADMIN_STALE_MS,
  });
}

/** GET admin/surveys/{id}/responses/: one page of a survey's answers. */
export function useSurveyResponsesQuery(id: number, page: number) {
  return useQuery({
    queryKey: adminSurveyKeys.responses(id, page),
    queryFn: ({ signal }) => call('adminSurveyResponses', { params: { id }, query: { page }, signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === id ? previous : undefined),
    staleTime: ADMIN_STALE_MS,
  });
}

/** Creating or activating one survey changes whether the others are active: the list loads again. */
function useReloadSurveys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminSurveyKeys.list });
}

export function useCreateSurveyMutation() {
  const reload = useReloadSurveys();
  return useMutation({
    mutationFn: (body: SurveyCreateBody) => call('adminSurveyCreate', { body }),
    onSuccess: reload,
  });
}

export function useUpdateSurveyMutation() {
  const reload = useReloadSurveys();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SurveyUpdateBody }) =>
      call('adminSurveyUpdate', { params: { id }, body }),
    onSettled: reload,
  });
}
