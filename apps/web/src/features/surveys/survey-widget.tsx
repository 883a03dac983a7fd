import type { Survey, SurveyRespondent } from '@shred/contract';
import { errorMessage } from '../../api/index.ts';
import { useAuthStore } from '../auth/index.ts';
import { useRouteMeta } from '../route-meta/use-route-meta.ts';
import { SurveyCard } from './survey-card.tsx';
import {
  respondentOf,
  useActiveSurveyQuery,
  useAnswerSurveyMutation,
  useDismissSurveyMutation,
  useHideSurvey,
} from './survey-queries.ts';

/**
 * The first-party survey widget (issue 27 item 6): the active survey for a signed-in player, in
 * a corner on wide screens and just above the bottom navigation on phones, never over it. Staff
 * pages, where the survey is written, show none.
 */
export function SurveyWidget() {
  const user = useAuthStore((state) => state.user);
  const layout = useRouteMeta().layout;
  const survey = useActiveSurveyQuery(user?.id ?? null);
  if (!user || layout === 'admin' || !survey.data) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--bottom-bar-h)+env(safe-area-inset-bottom)+0.5rem)] z-30 flex justify-center px-3 lg:inset-x-auto lg:right-6 lg:bottom-6 lg:px-0">
      <ActiveSurvey
        key={survey.data.id}
        userId={user.id}
        survey={survey.data}
        respondent={respondentOf(user)}
      />
    </div>
  );
}

function ActiveSurvey({
  userId,
  survey,
  respondent,
}: {
  userId: number;
  survey: Survey;
  respondent: SurveyRespondent;
}) {
  const answer = useAnswerSurveyMutation();
  const dismiss = useDismissSurveyMutation(userId);
  const hide = useHideSurvey(userId);
  return (
    <SurveyCard
      survey={survey}
      submitting={answer.isPending}
      error={answer.isError ? errorMessage(answer.error) : null}
      answered={answer.isSuccess}
      onSubmit={(answers) => answer.mutate({ surveyId: survey.id, answers, respondent })}
      onDismiss={() => (answer.isSuccess ? hide() : dismiss.mutate(survey.id))}
    />
  );
}
