import type { AdminSurvey } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import { ListSkeleton } from '../../../features/credits/index.ts';
import { AdminSurveyForm } from '../../../features/surveys/admin-survey-form.tsx';
import {
  useAdminSurveysQuery,
  useUpdateSurveyMutation,
} from '../../../features/surveys/admin-survey-queries.ts';
import { AdminSurveyResponses } from '../../../features/surveys/admin-survey-responses.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/** One survey: its questions, whether players see it, and a way into its answers. */
function SurveyRow({
  survey,
  reading,
  onRead,
}: {
  survey: AdminSurvey;
  reading: boolean;
  onRead: () => void;
}) {
  const update = useUpdateSurveyMutation();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-fg">
            {survey.title}
            {survey.active ? (
              <span className="ml-2 text-sm font-normal text-success">Shown to players</span>
            ) : null}
          </h3>
          <ol className="mt-1 list-decimal pl-5 text-sm text-muted">
            {survey.questions.map((question) => (
              <li key={question.prompt}>
                {question.prompt} ({question.kind === 'rating' ? 'rating 1–5' : 'short text'})
              </li>
            ))}
          </ol>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={survey.active ? 'secondary' : 'primary'}
            loading={update.isPending}
            onClick={() => update.mutate({ id: survey.id, body: { active: !survey.active } })}
            aria-label={`${survey.active ? 'Stop showing' : 'Show'} ${survey.title}`}
          >
            {survey.active ? 'Stop showing' : 'Show to players'}
          </Button>
          <Button size="sm" variant="ghost" aria-expanded={reading} onClick={onRead}>
            {survey.response_count === 1 ? '1 answer' : `${formatCount(survey.response_count)} answers`}
          </Button>
        </div>
      </div>
      {update.isError ? <FormAlert>{errorMessage(update.error)}</FormAlert> : null}
      {reading ? <AdminSurveyResponses survey={survey} /> : null}
    </li>
  );
}

/**
 * /admin/surveys 'Surveys' (staff, issue 27 item 6): write the short survey the in-app widget
 * shows signed-in players, choose which one is shown, and read the answers.
 */
export function AdminSurveysPage() {
  const surveys = useAdminSurveysQuery();
  const [readingId, setReadingId] = useState<number | null>(null);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Surveys"
        subtitle="The short survey signed-in players see in a corner of the app, and their answers"
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      />
      <AdminSurveyForm />
      <section aria-label="Surveys" className="flex flex-col gap-3">
        {surveys.isPending ? (
          <ListSkeleton rows={3} label="Loading the surveys" />
        ) : surveys.isError ? (
          <LoadFailed
            title="Could not load the surveys"
            message={errorMessage(surveys.error)}
            onRetry={() => surveys.refetch()}
            retrying={surveys.isRefetching}
          />
        ) : surveys.data.length === 0 ? (
          <EmptyState title="No surveys yet" className="rounded-2xl border border-line bg-surface">
            Write one above; players see it once you show it.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {surveys.data.map((survey) => (
              <SurveyRow
                key={survey.id}
                survey={survey}
                reading={readingId === survey.id}
                onRead={() => setReadingId((current) => (current === survey.id ? null : survey.id))}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
