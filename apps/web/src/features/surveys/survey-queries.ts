import type { CurrentUser, SurveyAnswer, SurveyRespondent } from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { addBreadcrumb } from '../../platform/error-reporting.ts';
import { loadActiveSurvey } from './load-active-survey.ts';

export const surveyKeys = {
  active: (userId: number) => ['surveys', 'active', userId] as const,
};

/** What the widget is told about the player (R7.54), and sends back with the answer. */
export const respondentOf = (user: CurrentUser): SurveyRespondent => ({
  id: user.id,
  email: user.email,
  full_name: `${user.first_name} ${user.last_name}`.trim(),
  signup_date: user.date_joined,
});

/**
 * The survey waiting for this player, loaded once per session: it changes only when staff
 * activate another, which can wait for the next visit.
 */
export function useActiveSurveyQuery(userId: number | null) {
  return useQuery({
    queryKey: surveyKeys.active(userId ?? 0),
    queryFn: ({ signal }) => loadActiveSurvey(signal),
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Take the survey out of the widget: answered or dismissed, the server does not offer it again. */
export function useHideSurvey(userId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData(surveyKeys.active(userId), null);
}

/** POST surveys/{id}/responses/ with the respondent the widget was told (R7.54). */
export function useAnswerSurveyMutation() {
  return useMutation({
    mutationFn: (vars: { surveyId: number; answers: SurveyAnswer[]; respondent: SurveyRespondent }) =>
      call('surveyRespond', {
        params: { id: vars.surveyId },
        body: { answers: vars.answers, respondent: vars.respondent },
      }),
  });
}

/**
 * POST surveys/{id}/dismiss/. The card goes at once; a failed save is only logged, and the
 * survey may come back next session, which costs the player one more click.
 */
export function useDismissSurveyMutation(userId: number) {
  const hide = useHideSurvey(userId);
  return useMutation({
    mutationFn: (surveyId: number) => call('surveyDismiss', { params: { id: surveyId } }),
    onMutate: hide,
    onError: (error) =>
      addBreadcrumb('surveys', 'Could not save the survey dismissal', { level: 'warning', error }),
  });
}
