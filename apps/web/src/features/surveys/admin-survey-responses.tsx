import { type AdminSurvey, PAGE_SIZE_DEFAULT } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useState } from 'react';
import { errorMessage } from '../../api/index.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Pager, pageCountOf } from '../../ui/pager.tsx';
import { formatDay, formatMoment } from '../admin-users/user-dates.ts';
import { ListSkeleton } from '../credits/index.ts';
import { useSurveyResponsesQuery } from './admin-survey-queries.ts';

/** A survey's answers, newest first, with who answered as the widget was told (R7.54). */
export function AdminSurveyResponses({ survey }: { survey: AdminSurvey }) {
  const [page, setPage] = useState(1);
  const responses = useSurveyResponsesQuery(survey.id, page);
  if (responses.isPending) return <ListSkeleton rows={3} label="Loading the answers" />;
  if (responses.isError && !responses.data)
    return (
      <LoadFailed
        title="Could not load the answers"
        message={errorMessage(responses.error)}
        onRetry={() => responses.refetch()}
        retrying={responses.isRefetching}
      />
    );
  const data = responses.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {data.count === 1 ? '1 answer' : `${formatCount(data.count)} answers`}, newest first
      </p>
      {data.results.length > 0 ? (
        <div className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Answers to {survey.title}</caption>
            <thead className="bg-surface-2 text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Player
                </th>
                <th scope="col" className="px-3 py-2">
                  Signed up
                </th>
                {survey.questions.map((question) => (
                  <th key={question.prompt} scope="col" className="px-3 py-2">
                    {question.prompt}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  Answered
                </th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((response) => (
                <tr key={response.respondent.id} className="border-t border-line">
                  <td className="px-3 py-2">
                    <span className="block font-medium text-fg">{response.respondent.full_name || '—'}</span>
                    <span className="block text-muted">
                      {response.respondent.email} · #{response.respondent.id}
                    </span>
                  </td>
                  <td className="px-3 py-2">{formatDay(response.respondent.signup_date)}</td>
                  {survey.questions.map((question, index) => (
                    <td key={question.prompt} className="px-3 py-2">
                      {String(response.answers[index] ?? '')}
                    </td>
                  ))}
                  <td className="px-3 py-2">{formatMoment(response.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager
        label="Answer pages"
        page={page}
        pageCount={pageCountOf(data.count, PAGE_SIZE_DEFAULT)}
        onPageChange={setPage}
        busy={responses.isPlaceholderData}
      />
    </div>
  );
}
